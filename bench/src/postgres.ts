import pg from 'pg';

/** A local PostgreSQL with trust auth, as on the CI machines. */
const SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres' };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...SERVER, database: 'postgres', connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

export const databaseUrl = (name: string) => `postgres://${SERVER.user}@${SERVER.host}:${SERVER.port}/${name}`;

/** Names are generated here (`storefront_bench_<timestamp>`), never taken from input. */
export async function createDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
