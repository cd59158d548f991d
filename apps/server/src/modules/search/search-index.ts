import { SuggestionFlag } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { goodsNames, shopNames } from '../catalog/search-sources.ts';
import { SuggestionIndex, type SearchTerm } from './suggestion-index.ts';

/** How long a process answers from its index before it asks whether another one rebuilt it. */
export const INDEX_CHECK_MS = 30_000;

interface Loaded {
  index: SuggestionIndex;
  /** `search_index_state.built_at` of the terms read, in ms (0: never rebuilt). */
  builtAt: number;
  checkedAt: number;
}

/** This process's suggestion index, per database (tests run several side by side). */
const indexes = new WeakMap<Db, Promise<Loaded>>();
const checking = new WeakSet<Db>();

/**
 * Rebuilds the suggestion terms from the catalog in one transaction (readers see the old terms
 * until the new ones are complete), then this process's index from them. Run after seeding and
 * at server start; other processes pick the new terms up within INDEX_CHECK_MS.
 */
export async function rebuildSearchIndex(db: Db): Promise<SuggestionIndex> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_terms`.execute(trx);
    await copyTerms(trx, SuggestionFlag.goods, goodsNames(trx));
    await copyTerms(trx, SuggestionFlag.shop, shopNames(trx));
    await stampBuild(trx);
  });
  // Outside the transaction (VACUUM cannot run in one): drops the rows the rebuild replaced,
  // which PGlite, having no autovacuum, would otherwise keep after every start.
  await sql`vacuum search_terms`.execute(db);
  return install(db);
}

/** Copies the catalog's names (one query of catalog/search-sources.ts) into the terms, as `kind`. */
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
    await install(db);
  } catch {
    // Kept as it was: see above.
  }
}

/**
 * The suggestion index of this process, read from `search_terms` on first use. At most every
 * INDEX_CHECK_MS a background check compares the terms' build time with the index's and
 * reloads it when another process rebuilt them; requests meanwhile use the index they have.
 */
export async function suggestionIndex(db: Db): Promise<SuggestionIndex> {
  let entry = indexes.get(db);
  if (!entry) {
    const loading = load(db);
    entry = loading;
    indexes.set(db, loading);
    loading.catch(() => {
      if (indexes.get(db) === loading) indexes.delete(db);
    });
  }
  const current = await entry;
  if (Date.now() - current.checkedAt >= INDEX_CHECK_MS) reloadIfRebuilt(db, entry, current);
  return current.index;
}

function reloadIfRebuilt(db: Db, entry: Promise<Loaded>, current: Loaded): void {
  if (checking.has(db)) return;
  checking.add(db);
  // Counted from the start of the check: a failed one is tried again an interval later.
  current.checkedAt = Date.now();
  void (async () => {
    if ((await builtAt(db)) <= current.builtAt) return;
    const fresh = await load(db);
    if (indexes.get(db) === entry) indexes.set(db, Promise.resolve(fresh));
  })()
    .catch(() => undefined)
    .finally(() => checking.delete(db));
}

/** Reads the terms now stored into this process's index, replacing the one it had. */
async function install(db: Db): Promise<SuggestionIndex> {
  const fresh = await load(db);
  indexes.set(db, Promise.resolve(fresh));
  return fresh.index;
}

async function stampBuild(trx: Db): Promise<void> {
  await sql`
    insert into search_index_state (id, built_at) values (1, clock_timestamp())
    on conflict (id) do update set built_at = excluded.built_at`.execute(trx);
}

async function builtAt(db: Db): Promise<number> {
  const state = await db.selectFrom('search_index_state').select('built_at').executeTakeFirst();
  return state ? new Date(state.built_at).getTime() : 0;
}

async function load(db: Db): Promise<Loaded> {
  // The build time first: terms rebuilt in between are newer than it, so only reloaded again.
  const built = await builtAt(db);
  // In rank order (binary collation: any consistent order of names serves), so none is sorted again.
  const rows = await db
    .selectFrom('search_terms')
    .select(['kind', 'term', 'name', 'ref_idx as idx', 'weight'])
    .orderBy('kind')
    .orderBy('weight', 'desc')
    .orderBy(sql`term collate "C"`)
    .execute();
  const terms = rows.map((row) => ({ ...row, weight: Number(row.weight) }));
  return { index: await SuggestionIndex.build(terms), builtAt: built, checkedAt: Date.now() };
}
