import {
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type AliasNode,
  type OperationNode,
  type QueryResult,
  type RawNode,
  type RootOperationNode,
  type TableNode,
  type UnknownRow,
  type WithNode,
} from 'kysely';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { TABLE_OWNERS } from '../../src/db/table-owners.ts';

/*
 * What every fuzz run must hold: an answer that is no fault (no 5xx, no code 5000) and tells
 * nothing of the server's insides, a log with no error in it, and a database that a refused call
 * left as it was.
 */

/**
 * What only a fault would show: a stack frame, a file of the server, an error's class, the SQL
 * Kysely writes (quoted identifiers, escaped in JSON), PostgreSQL's own wording. Specific enough
 * that text a run sent and an answer echoes (a saved address, a message) does not match by chance.
 */
const INTERNALS = new RegExp(
  [
    // Stack frames, as text or inside JSON, and the files they name.
    /(?:\n|\\n)\s+at /,
    /\bat [\w$.<>]+ \((?:file:|node:|\/)/,
    /file:\/\/|node_modules|apps\/server\/src|\.[cm]?[jt]s:\d+:\d+|"stack"\s*:/,
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|DatabaseError|AggregateError)\b/,
    // Kysely's SQL, its identifiers quoted.
    /\bselect\s+\\?["*]|\binsert into\s+\\?"|\bupdate\s+\\?"\w+\\?"\s+set\b|\bdelete from\s+\\?"/,
    // PostgreSQL's errors.
    /duplicate key value|violates \w+ ?\w* constraint|invalid input syntax|out of range for type/,
    /does not exist|current transaction is aborted/,
  ]
    .map((part) => part.source)
    .join('|'),
  'i',
);

/** What a run sent. fast-check prints it cut short: a payload may be megabytes, or 3,000 levels deep. */
export interface Sent<T> {
  value: T;
}

/** Wraps a value so that a failing run's report shows it cut short, not all of it (the seed replays it whole). */
export function sent<T>(value: T): Sent<T> {
  return {
    value,
    [fc.toStringMethod]: () => {
      const text = (typeof value === 'string' ? value : JSON.stringify(value)) ?? String(value);
      return text.length > 2_000 ? `${text.slice(0, 2_000)}… (${text.length} characters)` : text;
    },
  } as Sent<T>;
}

/** A check of every run: nothing is built unless it fails (tens of thousands of runs add up). */
export function expectFine(holds: boolean, message: () => string): void {
  if (!holds) expect.fail(message());
}

/** The answer's text tells nothing of the server's code, queries or database. */
export function expectNoInternals(text: string, label: string): void {
  const found = INTERNALS.exec(text);
  expectFine(found === null, () => `${label}: the answer shows "${found?.[0]}" in ${text.slice(0, 600)}`);
}

/** The app's log (at warn), read line by line: a fault is an error-level line or a failed event. */
export class LogWatch {
  private lines: string[] = [];
  readonly stream = { write: (line: string) => void this.lines.push(line) };

  /** The faults logged since the last call (warnings, e.g. refused socket events, are not faults). */
  takeFaults(): string[] {
    return this.lines.splice(0).filter((line) => {
      let level = 0;
      try {
        level = (JSON.parse(line) as { level?: number }).level ?? 0;
      } catch {
        return true;
      }
      return level >= 50 || line.includes('event failed');
    });
  }

  expectNoFaults(label: string): void {
    const faults = this.takeFaults();
    expectFine(
      faults.length === 0,
      () => `${label}: the server logged\n${faults.map((f) => f.slice(0, 1_500)).join('\n')}`,
    );
  }
}

type Census = Record<string, { rows: number; writer: string }>;

/**
 * What a refused call may write on purpose, per table: null, anything (the table is left out);
 * else an SQL aggregate that must stay put, in place of the newest row version.
 */
export type RefusalWrites = Record<string, string | null>;

/** The table a node names (a table, maybe aliased), or null. */
function tableOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableOf((node as AliasNode).node);
  return node.kind === 'TableNode' ? (node as TableNode).table.identifier.name : null;
}

/** What a raw statement may write: its first verb's table when it writes one table, nothing when it only selects. */
function rawWrites(node: RawNode): string[] | null {
  const text = node.sqlFragments.join(' $ ');
  const writes = /\b(insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/gi;
  const verbs = text.match(writes) ?? [];
  if (verbs.length === 0) return /^\s*(select|with)\b/i.test(text) ? [] : null;
  const first = /^\s*(?:insert\s+into|delete\s+from|update)\s+"?(\w+)"?/i.exec(text);
  return verbs.length === 1 && first ? [first[1]!] : null;
}

/** The tables a statement may write: none when it only reads, null when that cannot be told. */
function writtenTables(node: RootOperationNode): string[] | null {
  const inWith = (node as { with?: WithNode }).with?.expressions ?? [];
  const fromWith = inWith.map((cte) =>
    cte.expression.kind === 'SelectQueryNode' ? [] : writtenTables(cte.expression as RootOperationNode),
  );
  const own = (() => {
    switch (node.kind) {
      case 'SelectQueryNode':
        return [];
      case 'InsertQueryNode':
        return [tableOf(node.into)];
      case 'UpdateQueryNode':
        return [tableOf(node.table)];
      case 'DeleteQueryNode':
        return node.from.froms.map(tableOf);
      case 'RawNode':
        return rawWrites(node);
      default:
        return null;
    }
  })();
  const all = [own, ...fromWith];
  if (all.some((tables) => tables === null || tables.includes(null))) return null;
  return (all as string[][]).flat();
}

/**
 * Notes the tables the app's statements may write: a plugin of the app's own handle of the
 * database (createTestApp's plugins).
 */
export class WriteSpotter implements KyselyPlugin {
  /** Since the last `clear`; '*' for a statement whose tables could not be told. */
  readonly tables = new Set<string>();
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const table of writtenTables(node) ?? ['*']) this.tables.add(table);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * Whether a refused call wrote anything, as cheaply as can be, since every run asks. A run whose
 * statements wrote no table but those a refusal may write as it likes (`spotter` sees the app's
 * statements) wrote nothing that counts: most refusals end here, with no query. Else PostgreSQL
 * numbers every transaction that writes: when none numbered since the last look committed,
 * nothing stayed (one query). Else (a wrong trade password counted) every table's row count and
 * newest row version (max xmin, which an insert or an update moves) are compared with the census
 * taken before the run; `allowed` loosens that for the tables a refusal writes on purpose.
 */
export class WriteWatch {
  /** The first transaction number not yet seen. */
  private mark: string | null = null;
  /** The tables as they were at `mark`; null once an accepted call may have changed them. */
  private census: Census | null = null;
  /** Tables a refusal may write as it likes (not in the census). */
  private readonly ignored: Set<string>;
  private readonly censusQuery;

  constructor(
    private readonly db: Db,
    private readonly spotter: WriteSpotter,
    allowed: RefusalWrites,
  ) {
    this.ignored = new Set(Object.keys(allowed).filter((table) => allowed[table] === null));
    const fingerprint = (table: string) => allowed[table] ?? 'max(xmin::text::bigint)';
    const tables = Object.keys(TABLE_OWNERS).filter((table) => allowed[table] !== null);
    const entry = (table: string) =>
      `'${table}', (select json_build_object('rows', count(*), 'writer', coalesce(${fingerprint(table)}, 0)::text)
        from "${table}")`;
    this.censusQuery = sql.raw<{ census: Census }>(
      `select json_build_object(${tables.map(entry).join(', ')}) as census`,
    );
  }

  /** Before a run: the census stands for the database as it is now. */
  async ready(): Promise<void> {
    this.spotter.tables.clear();
    if (this.census !== null && this.mark !== null) return;
    this.mark = await this.nextXid();
    this.census = await this.takeCensus();
  }

  /** Anything written between runs (a session made for the next): the next run takes a new census. */
  forget(): void {
    this.census = null;
  }

  /** After an accepted call: whether it wrote, so the next run needs a new census. */
  async accepted(): Promise<void> {
    if (await this.onlyIgnoredWritten()) return;
    if ((await this.committedSinceMark()) > 0) this.census = null;
  }

  /** After a refused call: nothing it did stayed in the database. */
  async expectUnchanged(label: string): Promise<void> {
    if (await this.onlyIgnoredWritten()) return;
    if ((await this.committedSinceMark()) === 0) return;
    const before = this.census;
    if (before === null) throw new Error('WriteWatch.ready() before each run');
    const after = await this.takeCensus();
    this.census = after;
    const changed = Object.keys(before).filter(
      (table) => before[table]!.rows !== after[table]!.rows || before[table]!.writer !== after[table]!.writer,
    );
    expect(
      changed.map((table) => `${table}: ${JSON.stringify(before[table])} -> ${JSON.stringify(after[table])}`),
      `${label}: a refused call wrote`,
    ).toEqual([]);
  }

  /**
   * Whether the run's statements wrote at most the tables left out of the census (a rate limit's
   * count). When they wrote those, the mark moves past them, so that a later run is not taken
   * for the writer of this one's rate limit.
   */
  private async onlyIgnoredWritten(): Promise<boolean> {
    const tables = [...this.spotter.tables];
    if (!tables.every((table) => this.ignored.has(table))) return false;
    if (tables.length > 0) this.mark = await this.nextXid();
    return true;
  }

  /** How many transactions numbered since the mark did not roll back; moves the mark on. */
  private async committedSinceMark(): Promise<number> {
    const { rows } = await sql<{ next: string; committed: number }>`
      with now as (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as next)
      select next::text as next,
        (select count(*) from generate_series(${this.mark}::bigint, next - 1) as x
          where pg_xact_status(x::text::xid8) is distinct from 'aborted')::int as committed
      from now`.execute(this.db);
    this.mark = rows[0]!.next;
    return rows[0]!.committed;
  }

  private async nextXid(): Promise<string> {
    const { rows } = await sql<{ next: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as next`.execute(
      this.db,
    );
    return rows[0]!.next;
  }

  private async takeCensus(): Promise<Census> {
    return (await this.censusQuery.execute(this.db)).rows[0]!.census;
  }
}
