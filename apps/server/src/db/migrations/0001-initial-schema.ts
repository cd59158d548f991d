import { sql, type Kysely } from 'kysely';

/**
 * The whole product's schema, so later capabilities fill in behaviour rather than redesign
 * tables. Money is integer cents (bigint); ids are identity integers exposed as `idx`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql
    .raw(
      `
create table users (
  idx integer generated always as identity primary key,
  email text unique,
  calling_code text,
  phone text,
  phone_e164 text unique,
  name text not null,
  avatar text not null default '',
  password_hash text not null,
  trade_password_hash text,
  role text not null default 'buyer' check (role in ('buyer', 'seller', 'staff')),
  lang text not null default 'en',
  status text not null default 'active' check (status in ('active', 'disabled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (email is not null or phone_e164 is not null)
);

create table realname_verifications (
  user_idx integer primary key references users(idx) on delete cascade,
  real_name text not null,
  id_number text not null,
  photo text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewed_by integer references users(idx),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table auth_sessions (
  id text primary key,
  user_idx integer not null references users(idx) on delete cascade,
  family_id text not null,
  access_hash text not null unique,
  access_expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_sessions_family on auth_sessions(family_id);

create table refresh_tokens (
  token_hash text primary key,
  family_id text not null,
  user_idx integer not null references users(idx) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens(family_id);

create table rate_limit_hits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (key, window_start)
);

create table device_fingerprints (
  idx integer generated always as identity primary key,
  fingerprint_id text not null,
  user_idx integer references users(idx) on delete set null,
  ua text not null,
  lang text not null,
  utc double precision not null,
  timezone text not null,
  dpr double precision not null,
  ram double precision,
  ccore integer,
  sw integer not null,
  sh integer not null,
  platform text not null,
  lies jsonb not null default '{}',
  ip text,
  created_at timestamptz not null default now()
);
create index device_fingerprints_id on device_fingerprints(fingerprint_id);

create table categories (
  idx integer generated always as identity primary key,
  parent_idx integer references categories(idx),
  slug text not null unique,
  names jsonb not null,
  icon text not null default '',
  sort integer not null default 0
);

create table shops (
  idx integer generated always as identity primary key,
  owner_idx integer not null unique references users(idx),
  name text not null,
  logo text not null default '',
  banner text not null default '',
  description text not null default '',
  rating numeric(3,2) not null default 5,
  followers integer not null default 0,
  sales integer not null default 0,
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now()
);
create index shops_name_trgm on shops using gin (name gin_trgm_ops);

create table shop_applications (
  idx integer generated always as identity primary key,
  user_idx integer not null references users(idx),
  shop_name text not null,
  contact_name text not null,
  contact_phone text not null,
  email text not null,
  category_idx integer references categories(idx),
  description text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text,
  reviewed_by integer references users(idx),
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index shop_applications_one_pending on shop_applications(user_idx) where status = 'pending';

create table goods (
  idx integer generated always as identity primary key,
  shop_idx integer not null references shops(idx),
  category_idx integer not null references categories(idx),
  title text not null,
  description text not null default '',
  cover text not null,
  images jsonb not null default '[]',
  dimensions jsonb not null default '[]',
  price bigint not null check (price >= 0),
  discount_price bigint check (discount_price >= 0),
  rating numeric(3,2) not null default 0,
  review_count integer not null default 0,
  sales integer not null default 0,
  stock integer not null default 0 check (stock >= 0),
  status text not null default 'on_sale' check (status in ('on_sale', 'off_shelf')),
  created_at timestamptz not null default now(),
  search tsvector generated always as (to_tsvector('simple', title || ' ' || description)) stored
);
create index goods_shop on goods(shop_idx);
create index goods_category on goods(category_idx);
create index goods_search on goods using gin (search);
create index goods_title_trgm on goods using gin (title gin_trgm_ops);
create index goods_discounted on goods(created_at) where discount_price is not null;

create table skus (
  idx integer generated always as identity primary key,
  goods_idx integer not null references goods(idx) on delete cascade,
  dimension_value text not null,
  price bigint not null check (price >= 0),
  discount_price bigint check (discount_price >= 0),
  cost bigint not null default 0 check (cost >= 0),
  stock integer not null default 0 check (stock >= 0),
  unique (goods_idx, dimension_value)
);

create table favorites (
  user_idx integer not null references users(idx) on delete cascade,
  goods_idx integer not null references goods(idx) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_idx, goods_idx)
);

create table follows (
  user_idx integer not null references users(idx) on delete cascade,
  shop_idx integer not null references shops(idx) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_idx, shop_idx)
);

create table carts (
  user_idx integer primary key references users(idx) on delete cascade,
  items jsonb not null default '[]',
  updated_at timestamptz not null default now()
);

create table addresses (
  idx integer generated always as identity primary key,
  user_idx integer not null references users(idx) on delete cascade,
  name text not null,
  calling_code text not null,
  phone text not null,
  country text not null,
  area text not null,
  address text not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);

create table wallets (
  user_idx integer primary key references users(idx) on delete cascade,
  balance bigint not null default 0 check (balance >= 0),
  frozen bigint not null default 0 check (frozen >= 0),
  trade_password_failures integer not null default 0,
  trade_password_locked_until timestamptz,
  updated_at timestamptz not null default now()
);

create table wallet_ledger (
  idx bigint generated always as identity primary key,
  user_idx integer not null references users(idx),
  kind text not null check (kind in ('recharge', 'withdrawal', 'payment', 'refund', 'income', 'adjustment')),
  amount bigint not null,
  balance_after bigint not null check (balance_after >= 0),
  reference text,
  idempotency_key text,
  note text not null default '',
  created_at timestamptz not null default now(),
  unique (user_idx, idempotency_key)
);
create index wallet_ledger_user on wallet_ledger(user_idx, idx desc);

create table withdrawal_accounts (
  idx integer generated always as identity primary key,
  user_idx integer not null references users(idx) on delete cascade,
  kind text not null,
  holder text not null,
  account_no text not null,
  bank text not null default '',
  created_at timestamptz not null default now()
);

create table orders (
  idx integer generated always as identity primary key,
  order_no text not null unique,
  user_idx integer not null references users(idx),
  shop_idx integer not null references shops(idx),
  status text not null default 'pending' check (status in ('pending', 'paid', 'shipped', 'completed', 'cancelled')),
  total bigint not null check (total >= 0),
  address jsonb not null,
  checkout_key text,
  tracking_no text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  shipped_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz
);
create index orders_user on orders(user_idx, idx desc);
create index orders_shop on orders(shop_idx, idx desc);
create unique index orders_checkout_key on orders(user_idx, checkout_key, shop_idx) where checkout_key is not null;

create table order_items (
  idx integer generated always as identity primary key,
  order_idx integer not null references orders(idx) on delete cascade,
  goods_idx integer not null references goods(idx),
  sku_idx integer not null references skus(idx),
  title text not null,
  cover text not null,
  dimension_label text not null default '',
  price bigint not null,
  quantity integer not null check (quantity >= 1),
  reviewed boolean not null default false
);

create table order_events (
  idx integer generated always as identity primary key,
  order_idx integer not null references orders(idx) on delete cascade,
  status text not null,
  note text not null default '',
  actor_idx integer references users(idx),
  created_at timestamptz not null default now()
);

create table reviews (
  idx integer generated always as identity primary key,
  order_item_idx integer not null unique references order_items(idx),
  goods_idx integer not null references goods(idx),
  user_idx integer not null references users(idx),
  rating integer not null check (rating between 1 and 5),
  body text not null default '',
  photos jsonb not null default '[]',
  created_at timestamptz not null default now()
);
create index reviews_goods on reviews(goods_idx, idx desc);

create table pm_subjects (
  idx integer generated always as identity primary key,
  buyer_idx integer not null references users(idx),
  seller_idx integer not null references users(idx),
  shop_idx integer not null references shops(idx),
  buyer_unread integer not null default 0 check (buyer_unread >= 0),
  seller_unread integer not null default 0 check (seller_unread >= 0),
  buyer_remark text not null default '',
  seller_remark text not null default '',
  update_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (buyer_idx, shop_idx)
);
create index pm_subjects_seller on pm_subjects(seller_idx, update_at desc);
create index pm_subjects_buyer on pm_subjects(buyer_idx, update_at desc);

create table pm_messages (
  idx integer generated always as identity primary key,
  subject_idx integer not null references pm_subjects(idx) on delete cascade,
  sender_idx integer not null references users(idx),
  flag integer not null default 1,
  body text not null,
  staff boolean not null default false,
  readed boolean not null default false,
  client_id text not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  unique (sender_idx, client_id)
);
create index pm_messages_subject on pm_messages(subject_idx, idx desc);

create table live_subjects (
  idx integer generated always as identity primary key,
  user_idx integer references users(idx),
  guest_id text,
  staff_idx integer references users(idx),
  status text not null default 'open' check (status in ('open', 'ended')),
  user_unread integer not null default 0 check (user_unread >= 0),
  staff_unread integer not null default 0 check (staff_unread >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  ended_at timestamptz,
  check (user_idx is not null or guest_id is not null)
);
create index live_subjects_user on live_subjects(user_idx);
create index live_subjects_guest on live_subjects(guest_id);

create table live_messages (
  idx integer generated always as identity primary key,
  subject_idx integer not null references live_subjects(idx) on delete cascade,
  sender_idx integer references users(idx),
  staff boolean not null default false,
  flag integer not null default 1,
  body text not null,
  readed boolean not null default false,
  client_id text not null,
  deleted_at timestamptz,
  edited_at timestamptz,
  created_at timestamptz not null default now(),
  unique (subject_idx, client_id)
);
create index live_messages_subject on live_messages(subject_idx, idx desc);

create table cms_notices (
  idx integer generated always as identity primary key,
  title text not null,
  content text not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table cms_reads (
  user_idx integer not null references users(idx) on delete cascade,
  cms_idx integer not null references cms_notices(idx) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_idx, cms_idx)
);

create table subscriptions (
  email text primary key,
  lang text not null default 'en',
  created_at timestamptz not null default now()
);

create table uploads (
  idx integer generated always as identity primary key,
  user_idx integer references users(idx),
  path text not null unique,
  mime text not null,
  bytes integer not null,
  width integer,
  height integer,
  created_at timestamptz not null default now()
);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `drop table if exists uploads, subscriptions, cms_reads, cms_notices, live_messages, live_subjects,
       pm_messages, pm_subjects, reviews, order_events, order_items, orders, withdrawal_accounts,
       wallet_ledger, wallets, addresses, carts, follows, favorites, skus, goods, shop_applications,
       shops, categories, device_fingerprints, rate_limit_hits, refresh_tokens, auth_sessions,
       realname_verifications, users cascade`,
    )
    .execute(db);
}
