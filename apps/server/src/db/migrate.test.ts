import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';

const PRODUCT_TABLES = [
  'addresses',
  'auth_sessions',
  'carts',
  'categories',
  'chat_changes',
  'chat_positions',
  'cms_notices',
  'cms_reads',
  'device_fingerprints',
  'favorites',
  'follows',
  'goods',
  'goods_translations',
  'live_canned',
  'live_guests',
  'live_messages',
  'live_settings',
  'live_subjects',
  'order_events',
  'order_items',
  'orders',
  'pm_messages',
  'pm_subjects',
  'rate_limit_hits',
  'realname_verifications',
  'refresh_tokens',
  'reviews',
  'search_changes',
  'search_index_state',
  'search_terms',
  'shipping_options',
  'shop_applications',
  'shops',
  'skus',
  'staff_actions',
  'subscriptions',
  'uploads',
  'users',
  'wallet_ledger',
  'wallets',
  'warehouses',
  'withdrawal_accounts',
];

describe('migrations', () => {
  it('build the whole schema from empty, then find nothing left to apply', async () => {
    const database = await createTestDatabase();
    try {
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
        order by table_name`.execute(database.db);
      expect(tables.rows.map((row) => row.table_name)).toEqual(PRODUCT_TABLES);
      expect(await migrateToLatest(database.db, database.schema)).toEqual([]);
      const trgm = await sql<{
        similarity: number;
      }>`select similarity('smartphone', 'smartfone') as similarity`.execute(database.db);
      expect(trgm.rows[0]!.similarity).toBeGreaterThan(0.3);
    } finally {
      await database.close();
    }
  });

  it('enforce money and stock rules in the database itself', async () => {
    const database = await createTestDatabase();
    try {
      const user = await database.db
        .insertInto('users')
        .values({ email: 'm@x.io', name: 'M', password_hash: 'h' })
        .returning('idx')
        .executeTakeFirstOrThrow();
      await database.db.insertInto('wallets').values({ user_idx: user.idx }).execute();
      await expect(
        database.db.updateTable('wallets').set({ balance: -1 }).where('user_idx', '=', user.idx).execute(),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
