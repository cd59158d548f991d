import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Presents one PGlite instance as the pool Kysely's PostgresDialect expects. PGlite has a single
 * connection, so the pool hands out one client at a time: a transaction holds the only client
 * until it releases it, and a query made meanwhile through the outer `db` waits its turn.
 */
export class PGlitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const pglite = this.pglite;
    return {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        // Parameterless SQL may hold several statements (migrations): run it as a simple query.
        if (parameters.length === 0) {
          const results = await pglite.exec(sql);
          const last = results[results.length - 1];
          return {
            command: toCommand(last?.command, sql),
            rowCount: last?.rowCount ?? last?.affectedRows ?? 0,
            rows: (last?.rows ?? []) as R[],
          };
        }
        const result = await pglite.query<R>(sql, [...parameters]);
        return {
          command: toCommand(result.command, sql),
          rowCount: result.rowCount ?? result.affectedRows ?? 0,
          rows: result.rows,
        };
      },
      release: () => release(),
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pglite.close();
  }
}

function toCommand(command: string | undefined, sql: string): PostgresQueryResult<unknown>['command'] {
  const word = (command ?? sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase();
  if (word === 'INSERT' || word === 'UPDATE' || word === 'DELETE' || word === 'MERGE') return word;
  return 'SELECT';
}
