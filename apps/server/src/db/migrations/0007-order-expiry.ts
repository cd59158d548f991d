import { sql, type Kysely } from 'kysely';

/** The expiry sweep (modules/orders/order-expiry.ts) reads the pending orders oldest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_pending_created on orders (created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_pending_created`.execute(db);
}
