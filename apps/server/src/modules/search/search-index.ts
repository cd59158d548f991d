import { SuggestionFlag, type SuggestionView } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { goodsNames, titlesOfGoods } from '../catalog/goods-titles-repository.ts';
import { shopNames } from '../catalog/shops-repository.ts';
import { shapeSuggestions, SuggestionIndex, termKey, type SearchTerm } from './suggestion-index.ts';

/** How long a process answers from its index before it asks whether another one rebuilt it. */
export const INDEX_CHECK_MS = 30_000;
/** How often a process reads the change log (`search_changes`) for goods whose names changed. */
export const CHANGES_POLL_MS = 300;
/** Changed names over which a process rebuilds its index from the catalog instead of patching it. */
const FOLD_AT = 2000;
/**
 * How long a missing number of the change log is waited for: a transaction that took it may not
 * have committed yet (its entry then shows up behind later ones); one rolled back never will.
 */
const GAP_WAIT_MS = 10_000;

/**
 * A process's suggestions: the index read at load (`base`), and the names changed since
 * (`changed`: a name's current entry, or null when no product on sale has it any more), which
 * hide the base's entries of those names and are indexed on their own (`delta`, small).
 */
export class LiveIndex {
  private readonly view: SuggestionIndex;
  private readonly delta: SuggestionIndex;

  constructor(
    readonly base: SuggestionIndex,
    readonly changed: ReadonlyMap<string, SearchTerm | null> = new Map(),
  ) {
    this.view = changed.size > 0 ? base.withHidden(new Set(changed.keys())) : base;
    this.delta = SuggestionIndex.of([...changed.values()].filter((term) => term !== null));
  }

  /** Suggestions for a lower-cased keyword and its words of 2+ characters: shops, then goods. */
  suggest(keyword: string, words: readonly string[]): SuggestionView[] {
    if (this.delta.size === 0) return this.view.suggest(keyword, words);
    return shapeSuggestions([...this.view.matches(keyword, words), ...this.delta.matches(keyword, words)], keyword);
  }

  /** Distinct name words indexed (the base's, then the changed names'). */
  get words(): readonly string[] {
    return this.delta.size === 0 ? this.base.words : [...this.base.words, ...this.delta.words];
  }

  /** The goods names of `idxs` this index offers or hid. */
  namesOf(idxs: ReadonlySet<number>): SearchTerm[] {
    const changed = [...this.changed.values()].filter((term) => term !== null && idxs.has(term.idx));
    return [...this.base.namesOf(idxs), ...(changed as SearchTerm[])];
  }
}

interface Loaded {
  index: LiveIndex;
  /** `search_index_state.built_at` of the terms read, in ms (0: never rebuilt; -1: read from the catalog). */
  builtAt: number;
  checkedAt: number;
  /** Every change log entry up to this one is applied. */
  applied: number;
  /** Entries after `applied` applied already (a gap before them is being waited for). */
  seen: Set<number>;
  /** Since when the entry after `applied` is missing while later ones were read. */
  gapSince?: number;
}

interface Live {
  current: Promise<Loaded>;
  timer?: NodeJS.Timeout;
  stopped: boolean;
}

/** This process's suggestion index, per database (tests run several side by side). */
const indexes = new WeakMap<Db, Live>();
const checking = new WeakSet<Db>();

/**
 * Rebuilds the suggestion terms from the catalog in one transaction (readers see the old terms
 * until the new ones are complete), then this process's index from them. Run after seeding and
 * at server start; other processes pick the new terms up within INDEX_CHECK_MS, and every change
 * of a product's names since within CHANGES_POLL_MS (the change log).
 */
export async function rebuildSearchIndex(db: Db): Promise<LiveIndex> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_terms`.execute(trx);
    await copyTerms(trx, SuggestionFlag.goods, goodsNames(trx));
    await copyTerms(trx, SuggestionFlag.shop, shopNames(trx));
    await stampBuild(trx);
    // Entries every process has long applied (they poll every CHANGES_POLL_MS).
    await sql`delete from search_changes where changed_at < now() - interval '1 hour'`.execute(trx);
  });
  // Outside the transaction (VACUUM cannot run in one): drops the rows the rebuild replaced,
  // which PGlite, having no autovacuum, would otherwise keep after every start.
  await sql`vacuum search_terms`.execute(db);
  return (await install(db, load(db))).index;
}

/** Copies the catalog's names (one query of catalog's goods-titles-repository.ts or shops-repository.ts) into the terms, as `kind`. */
async function copyTerms(
  trx: Db,
  kind: number,
  names: ReturnType<typeof goodsNames | typeof shopNames>,
): Promise<void> {
  await trx
    .insertInto('search_terms')
    .columns(['kind', 'term', 'name', 'ref_idx', 'weight'])
    .expression(
      trx
        .selectFrom(names.as('n'))
        .select([sql.lit(kind).as('kind'), sql<string>`lower(n.name)`.as('term'), 'n.name', 'n.idx', 'n.weight']),
    )
    .execute();
}

/**
 * Adds one shop or product name to the suggestion terms, inside the caller's transaction (a
 * name already there keeps its entry), and stamps the build time so other processes reload.
 * After the transaction commits, `reloadSuggestionIndex` brings this process's index up to date.
 */
export async function addSearchTerm(trx: Db, term: Omit<SearchTerm, 'term'>): Promise<void> {
  await trx
    .insertInto('search_terms')
    .values({ kind: term.kind, term: term.name.toLowerCase(), name: term.name, ref_idx: term.idx, weight: term.weight })
    .onConflict((oc) => oc.columns(['kind', 'term']).doNothing())
    .execute();
  await stampBuild(trx);
}

/**
 * A renamed shop (the seller centre's profile): its old name leaves the suggestion terms and the
 * new one joins them, inside the caller's transaction, stamped like `addSearchTerm` so every
 * process reloads. After the commit, `reloadSuggestionIndex` brings this process up to date.
 */
export async function renameShopTerm(trx: Db, shop: { idx: number; name: string }): Promise<void> {
  const old = await trx
    .deleteFrom('search_terms')
    .where('kind', '=', SuggestionFlag.shop)
    .where('ref_idx', '=', shop.idx)
    .returning('weight')
    .execute();
  const weight = old[0]?.weight ?? 0;
  await addSearchTerm(trx, { kind: SuggestionFlag.shop, name: shop.name, idx: shop.idx, weight });
}

/**
 * Reloads this process's suggestion index from the terms now stored. A reload that fails leaves
 * the index it had; the next check (INDEX_CHECK_MS) sees the newer build time and tries again.
 */
export async function reloadSuggestionIndex(db: Db): Promise<void> {
  try {
    await install(db, load(db));
  } catch {
    // Kept as it was: see above.
  }
}

/**
 * The suggestion index of this process, read from `search_terms` on first use, then kept up to
 * date from the change log (every CHANGES_POLL_MS, in the background) until `stopSearchIndex`.
 * At most every INDEX_CHECK_MS a background check compares the terms' build time with the
 * index's and reloads it when another process rebuilt them; requests meanwhile use the index
 * they have.
 */
export async function suggestionIndex(db: Db): Promise<LiveIndex> {
  let live = indexes.get(db);
  if (!live) {
    live = { current: load(db), stopped: false };
    indexes.set(db, live);
    const loading = live.current;
    loading.then(
      () => schedulePoll(db),
      () => {
        if (indexes.get(db)?.current === loading) indexes.delete(db);
      },
    );
  }
  const current = await live.current;
  if (Date.now() - current.checkedAt >= INDEX_CHECK_MS) reloadIfRebuilt(db, live, current);
  return current.index;
}

/** Stops following the change log for `db` and forgets its index (the app closes). */
export function stopSearchIndex(db: Db): void {
  const live = indexes.get(db);
  if (!live) return;
  live.stopped = true;
  clearTimeout(live.timer);
  indexes.delete(db);
}

function schedulePoll(db: Db): void {
  const live = indexes.get(db);
  if (!live || live.stopped || live.timer) return;
  live.timer = setTimeout(() => {
    live.timer = undefined;
    void (async () => {
      const entry = live.current;
      const loaded = await entry;
      const next = await followChanges(db, loaded);
      if (next !== loaded && live.current === entry) live.current = Promise.resolve(next);
    })()
      .catch(() => undefined)
      .finally(() => schedulePoll(db));
  }, CHANGES_POLL_MS);
  live.timer.unref();
}

/**
 * Reads the change log after the last entry applied (one indexed query) and updates the index for
 * the goods named: their names before and now, and for each such name the product now standing
 * for it (one query each). Returns the index to use from now on.
 */
async function followChanges(db: Db, loaded: Loaded): Promise<Loaded> {
  const rows = await db
    .selectFrom('search_changes')
    .select(['seq', 'goods_idx'])
    .where('seq', '>', String(loaded.applied))
    .orderBy('seq')
    .limit(FOLD_AT + 1)
    .execute();
  const fresh = rows.filter((row) => !loaded.seen.has(Number(row.seq)));
  if (fresh.length === 0) return loaded;
  if (rows.length > FOLD_AT || loaded.index.changed.size > FOLD_AT) return fromCatalog(db);
  const index = await applyChanges(db, loaded.index, new Set(fresh.map((row) => row.goods_idx)));
  const next: Loaded = { ...loaded, index, seen: new Set(loaded.seen) };
  for (const row of fresh) next.seen.add(Number(row.seq));
  advance(next);
  return next;
}

/** Moves `applied` past the entries applied without a gap, and past a gap waited for long enough. */
function advance(loaded: Loaded): void {
  const { seen } = loaded;
  while (seen.size > 0) {
    if (seen.delete(loaded.applied + 1)) {
      loaded.applied += 1;
      loaded.gapSince = undefined;
      continue;
    }
    loaded.gapSince ??= Date.now();
    if (Date.now() - loaded.gapSince < GAP_WAIT_MS) return;
    // A number no entry will have (its transaction rolled back): skip to the next one read.
    loaded.applied = Math.min(...seen) - 1;
    loaded.gapSince = undefined;
  }
}

/** The index with the names of `idxs` as they are now in the catalog. */
async function applyChanges(db: Db, index: LiveIndex, idxs: Set<number>): Promise<LiveIndex> {
  const now = await db
    .selectFrom(titlesOfGoods(db, [...idxs]).as('n'))
    .select(sql<string>`lower(n.name)`.as('term'))
    .execute();
  const terms = new Set([...index.namesOf(idxs).map((name) => name.term), ...now.map((row) => row.term)]);
  if (terms.size === 0) return index;
  const standing = await db
    .selectFrom(goodsNames(db, { terms: [...terms] }).as('n'))
    .select(['n.idx', 'n.name', 'n.weight', sql<string>`lower(n.name)`.as('term')])
    .execute();
  const changed = new Map(index.changed);
  for (const term of terms) changed.set(termKey({ kind: SuggestionFlag.goods, term }), null);
  for (const row of standing) {
    changed.set(termKey({ kind: SuggestionFlag.goods, term: row.term }), {
      kind: SuggestionFlag.goods,
      term: row.term,
      name: row.name,
      idx: row.idx,
      weight: Number(row.weight),
    });
  }
  return new LiveIndex(index.base, changed);
}

function reloadIfRebuilt(db: Db, live: Live, current: Loaded): void {
  if (checking.has(db)) return;
  checking.add(db);
  // Counted from the start of the check: a failed one is tried again an interval later.
  current.checkedAt = Date.now();
  void (async () => {
    if ((await buildState(db)).builtAt <= current.builtAt) return;
    const entry = live.current;
    const fresh = await load(db);
    if (live.current === entry) live.current = Promise.resolve(fresh);
  })()
    .catch(() => undefined)
    .finally(() => checking.delete(db));
}

/** Reads the terms now stored into this process's index, replacing the one it had. */
async function install(db: Db, loading: Promise<Loaded>): Promise<Loaded> {
  const fresh = await loading;
  const live = indexes.get(db);
  if (live) live.current = Promise.resolve(fresh);
  else {
    indexes.set(db, { current: Promise.resolve(fresh), stopped: false });
    schedulePoll(db);
  }
  return fresh;
}

async function stampBuild(trx: Db): Promise<void> {
  await sql`
    insert into search_index_state (id, built_at, change_seq)
    values (1, clock_timestamp(), (select coalesce(max(seq), 0) from search_changes))
    on conflict (id) do update set built_at = excluded.built_at, change_seq = excluded.change_seq`.execute(trx);
}

async function buildState(db: Db): Promise<{ builtAt: number; changeSeq: number }> {
  const state = await db.selectFrom('search_index_state').select(['built_at', 'change_seq']).executeTakeFirst();
  return state
    ? { builtAt: new Date(state.built_at).getTime(), changeSeq: Number(state.change_seq) }
    : { builtAt: 0, changeSeq: 0 };
}

async function load(db: Db): Promise<Loaded> {
  // The build first: terms rebuilt in between are newer than it, so only reloaded again, and
  // changes logged in between are applied again (applying a change twice changes nothing).
  const built = await buildState(db);
  // In rank order (binary collation: any consistent order of names serves), so none is sorted again.
  const rows = await db
    .selectFrom('search_terms')
    .select(['kind', 'term', 'name', 'ref_idx as idx', 'weight'])
    .orderBy('kind')
    .orderBy('weight', 'desc')
    .orderBy(sql`term collate "C"`)
    .execute();
  const terms = rows.map((row) => ({ ...row, weight: Number(row.weight) }));
  return {
    index: new LiveIndex(await SuggestionIndex.build(terms)),
    builtAt: built.builtAt,
    checkedAt: Date.now(),
    applied: built.changeSeq,
    seen: new Set(),
  };
}

/**
 * This process's index straight from the catalog (not the stored terms), when more names changed
 * than patching serves (a bulk import): the terms of the last rebuild are left as they are.
 */
async function fromCatalog(db: Db): Promise<Loaded> {
  const [built, last] = await Promise.all([
    buildState(db),
    db
      .selectFrom('search_changes')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst(),
  ]);
  const [goods, shops] = await Promise.all([
    db.selectFrom(goodsNames(db).as('n')).select(['n.idx', 'n.name', 'n.weight']).execute(),
    db.selectFrom(shopNames(db).as('n')).select(['n.idx', 'n.name', 'n.weight']).execute(),
  ]);
  const term = (kind: number) => (row: { idx: number; name: string; weight: number | string }) => ({
    kind,
    term: row.name.toLowerCase(),
    name: row.name,
    idx: row.idx,
    weight: Number(row.weight),
  });
  const terms = [...shops.map(term(SuggestionFlag.shop)), ...goods.map(term(SuggestionFlag.goods))];
  return {
    index: new LiveIndex(await SuggestionIndex.build(terms)),
    builtAt: built.builtAt,
    checkedAt: Date.now(),
    applied: Number(last?.seq ?? 0),
    seen: new Set(),
  };
}
