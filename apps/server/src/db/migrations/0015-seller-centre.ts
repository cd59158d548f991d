import { sql, type Kysely } from 'kysely';

/**
 * The seller centre (issue 20), the columns and tables every part of it shares:
 * - goods a seller authors: a draft status, the time of the last change, the language its own
 *   title and description are written in, a staff takedown (reason and time; it cannot be
 *   republished until edited), an SKU code, and titles and descriptions in other languages;
 * - shipping: each shop's delivery options, one per destination country ('' is the rest of the
 *   world), and what an order was charged for delivery and was promised;
 * - orders and money: the carrier, a seller's cancel reason, when the seller was credited and the
 *   platform's commission, and the ledger's 'sale' and 'commission' rows;
 * - a shop's holiday (open / closed by its owner; `status` 'closed' stays the marketplace's own);
 * - running the marketplace: admin staff, and the record of what staff did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
alter table goods drop constraint if exists goods_status_check;
alter table goods add constraint goods_status_check check (status in ('draft', 'on_sale', 'off_shelf'));
alter table goods add column updated_at timestamptz not null default now();
alter table goods add column lang text not null default 'en';
alter table goods add column taken_down_reason text;
alter table goods add column taken_down_at timestamptz;
create index goods_shop_updated on goods(shop_idx, updated_at desc, idx desc);
alter table skus add column sku_code text not null default '';

create table goods_translations (
  goods_idx integer not null references goods(idx) on delete cascade,
  lang text not null,
  title text not null,
  description text not null default '',
  primary key (goods_idx, lang)
);
create index goods_translations_lang on goods_translations(lang, goods_idx);

create table shipping_options (
  idx integer generated always as identity primary key,
  shop_idx integer not null references shops(idx) on delete cascade,
  country text not null default '',
  fee bigint not null check (fee >= 0),
  free_over bigint check (free_over >= 0),
  days_min integer not null check (days_min >= 0),
  days_max integer not null check (days_max >= days_min),
  updated_at timestamptz not null default now(),
  unique (shop_idx, country)
);
alter table orders add column delivery_fee bigint not null default 0 check (delivery_fee >= 0);
alter table orders add column delivery_days_min integer;
alter table orders add column delivery_days_max integer;

alter table orders add column carrier text;
alter table orders add column cancel_reason text;
alter table orders add column settled_at timestamptz;
alter table orders add column commission bigint not null default 0 check (commission >= 0);
create index orders_to_confirm on orders(shipped_at) where status = 'shipped';
alter table wallet_ledger drop constraint if exists wallet_ledger_kind_check;
alter table wallet_ledger add constraint wallet_ledger_kind_check
  check (kind in ('recharge', 'withdrawal', 'payment', 'refund', 'income', 'adjustment', 'sale', 'commission'));

alter table shops add column on_holiday boolean not null default false;
alter table shops add column lang text not null default 'en';
alter table shops add column closed_reason text;
alter table shops add column updated_at timestamptz not null default now();

alter table users add column admin boolean not null default false;
create table staff_actions (
  idx integer generated always as identity primary key,
  actor_idx integer not null references users(idx),
  action text not null,
  target_kind text not null check (target_kind in ('user', 'shop', 'goods')),
  target_idx integer not null,
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index staff_actions_recent on staff_actions(idx desc);
create index staff_actions_target on staff_actions(target_kind, target_idx, idx desc);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
drop table if exists staff_actions;
alter table users drop column if exists admin;
alter table shops drop column if exists updated_at, drop column if exists closed_reason,
  drop column if exists lang, drop column if exists on_holiday;
alter table wallet_ledger drop constraint if exists wallet_ledger_kind_check;
alter table wallet_ledger add constraint wallet_ledger_kind_check
  check (kind in ('recharge', 'withdrawal', 'payment', 'refund', 'income', 'adjustment'));
drop index if exists orders_to_confirm;
alter table orders drop column if exists commission, drop column if exists settled_at,
  drop column if exists cancel_reason, drop column if exists carrier,
  drop column if exists delivery_days_max, drop column if exists delivery_days_min,
  drop column if exists delivery_fee;
drop table if exists shipping_options;
drop table if exists goods_translations;
alter table skus drop column if exists sku_code;
drop index if exists goods_shop_updated;
alter table goods drop column if exists taken_down_at, drop column if exists taken_down_reason,
  drop column if exists lang, drop column if exists updated_at;
alter table goods drop constraint if exists goods_status_check;
alter table goods add constraint goods_status_check check (status in ('on_sale', 'off_shelf'));
`,
    )
    .execute(db);
}
