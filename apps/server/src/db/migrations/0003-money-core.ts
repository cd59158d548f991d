import { sql, type Kysely } from 'kysely';

/**
 * Buying and the wallet (issue 5): the lookups the order, address and ledger screens make, and
 * "one default address per user" as a constraint rather than only a rule in code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
create index order_items_order on order_items(order_idx);
create index order_events_order on order_events(order_idx, idx);
create index orders_user_status on orders(user_idx, status, idx desc);
create index orders_shop_status on orders(shop_idx, status, idx desc);
create index wallet_ledger_user_kind on wallet_ledger(user_idx, kind, idx desc);
create index addresses_user on addresses(user_idx, idx);
create unique index addresses_one_default on addresses(user_idx) where is_default;
create index withdrawal_accounts_user on withdrawal_accounts(user_idx, idx);
alter table withdrawal_accounts add constraint withdrawal_accounts_kind check (kind in ('bank', 'paypal'));
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
alter table withdrawal_accounts drop constraint if exists withdrawal_accounts_kind;
drop index if exists withdrawal_accounts_user, addresses_one_default, addresses_user, wallet_ledger_user_kind,
  orders_shop_status, orders_user_status, order_events_order, order_items_order;
`,
    )
    .execute(db);
}
