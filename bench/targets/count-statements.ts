import { writeFileSync } from 'node:fs';
import pg from 'pg';

/**
 * Imported before the storefront's server by the send-cost measurement (bench/src/send-cost.ts):
 * counts every statement the server sends to PostgreSQL (BEGIN and COMMIT included), by its text,
 * and on SIGUSR2 writes the counts so far to STATEMENT_COUNT_FILE as JSON. The server's code is
 * unchanged: node-postgres' Client.query is wrapped before the pool makes its first connection.
 */
const file = process.env.STATEMENT_COUNT_FILE;
if (file) {
  const counts = new Map<string, number>();
  let snapshot = 0;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text =
      typeof first === 'string'
        ? first
        : typeof first === 'object' && first !== null && 'text' in first
          ? String((first as { text: unknown }).text)
          : '';
    counts.set(text, (counts.get(text) ?? 0) + 1);
    return original.apply(this, args);
  };
  process.on('SIGUSR2', () => {
    snapshot += 1;
    writeFileSync(file, JSON.stringify({ snapshot, counts: Object.fromEntries(counts) }));
  });
}
