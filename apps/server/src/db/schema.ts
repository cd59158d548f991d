import type { UploadVisibility } from '@storefront/contract';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps read as Date, written as Date or ISO text, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type Id = Generated<number>;

export interface UsersTable {
  idx: Id;
  email: string | null;
  calling_code: string | null;
  phone: string | null;
  phone_e164: string | null;
  name: string;
  avatar: Generated<string>;
  password_hash: string;
  trade_password_hash: string | null;
  role: Generated<'buyer' | 'seller' | 'staff'>;
  lang: Generated<string>;
  status: Generated<'active' | 'disabled'>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  // ---- migration 0015: the seller centre ----
  /** Staff who run the marketplace: manage staff, disable accounts, close shops, take goods down. */
  admin: Generated<boolean>;
}

export interface RealnameVerificationsTable {
  user_idx: number;
  real_name: string;
  id_number: string;
  photo: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reviewed_by: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AuthSessionsTable {
  id: string;
  user_idx: number;
  family_id: string;
  access_hash: string;
  access_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_idx: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface RateLimitHitsTable {
  key: string;
  window_start: Timestamp;
  hits: Generated<number>;
}

export interface DeviceFingerprintsTable {
  idx: Id;
  fingerprint_id: string;
  user_idx: number | null;
  ua: string;
  lang: string;
  utc: number;
  timezone: string;
  dpr: number;
  ram: number | null;
  ccore: number | null;
  sw: number;
  sh: number;
  platform: string;
  lies: Json<Record<string, boolean>>;
  ip: string | null;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  idx: Id;
  parent_idx: number | null;
  slug: string;
  names: Json<Record<string, string>>;
  icon: Generated<string>;
  sort: Generated<number>;
}

export interface ShopsTable {
  idx: Id;
  owner_idx: number;
  name: string;
  logo: Generated<string>;
  banner: Generated<string>;
  description: Generated<string>;
  rating: ColumnType<number, number | undefined, number>;
  followers: Generated<number>;
  sales: Generated<number>;
  status: Generated<'open' | 'closed'>;
  created_at: CreatedAt;
  // ---- migration 0015: the seller centre ----
  /** Closed by its owner for a holiday: its goods cannot be bought, its page says so. */
  on_holiday: Generated<boolean>;
  /** The language the shop writes its goods in. */
  lang: Generated<string>;
  /** Why staff closed it (status 'closed'). */
  closed_reason: string | null;
  updated_at: CreatedAt;
  // ---- migration 0011: shop name keys ----
  /** The name cleaned and case-folded (displayNameKey), unique; null until the code fills it. */
  name_key: Generated<string | null>;
}

export interface ShopApplicationsTable {
  idx: Id;
  user_idx: number;
  shop_name: string;
  contact_name: string;
  contact_phone: string;
  email: string;
  category_idx: number | null;
  description: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type { GoodsDimension } from '@storefront/contract';
import type { GoodsDimension } from '@storefront/contract';

/** Draft: never shown to buyers; on sale: listed everywhere; off shelf: hidden, kept in carts and orders. */
export type GoodsStatus = 'draft' | 'on_sale' | 'off_shelf';

export interface GoodsTable {
  idx: Id;
  shop_idx: number;
  category_idx: number;
  title: string;
  description: Generated<string>;
  cover: string;
  images: Json<string[]>;
  dimensions: Json<GoodsDimension[]>;
  price: number;
  discount_price: number | null;
  rating: ColumnType<number, number | undefined, number>;
  review_count: Generated<number>;
  sales: Generated<number>;
  stock: Generated<number>;
  status: Generated<GoodsStatus>;
  created_at: CreatedAt;
  search: ColumnType<string, never, never>;
  /** Set by trigger to the shop's first warehouse when not given (migration 0008). */
  warehouse_idx: ColumnType<number, number | undefined, number>;
  // ---- migration 0015: the seller centre ----
  updated_at: CreatedAt;
  /** The language the title and description are written in (the shop's); goods_translations adds others. */
  lang: Generated<string>;
  /** Taken down by staff: why, and when; a taken-down product cannot be republished until edited. */
  taken_down_reason: string | null;
  taken_down_at: NullableTimestamp;
}

export interface WarehousesTable {
  idx: Id;
  shop_idx: number;
  name: string;
  city: Generated<string>;
  /** ISO 3166-1 alpha-2, or empty when not known. */
  country: Generated<string>;
  created_at: CreatedAt;
}

export interface SkusTable {
  idx: Id;
  goods_idx: number;
  dimension_value: string;
  price: number;
  discount_price: number | null;
  cost: Generated<number>;
  stock: Generated<number>;
  // ---- migration 0015: the seller centre ----
  sku_code: Generated<string>;
}

/** A product's title and description in a language other than its own (migration 0015). */
export interface GoodsTranslationsTable {
  goods_idx: number;
  lang: string;
  title: string;
  description: Generated<string>;
  /** to_tsvector('simple', title || ' ' || description), generated (migration 0017). */
  search: ColumnType<string, never, never>;
}

/** A shop's delivery to one destination country, or ('' country) to the rest of the world. */
export interface ShippingOptionsTable {
  idx: Id;
  shop_idx: number;
  country: Generated<string>;
  /** Flat fee per order, cents. */
  fee: number;
  /** Free when the shop's part of the order comes to at least this (cents); null: never free. */
  free_over: number | null;
  days_min: number;
  days_max: number;
  updated_at: CreatedAt;
}

/** What staff did to run the marketplace: who, what, to which account, shop or product, why, when. */
export interface StaffActionsTable {
  idx: Id;
  actor_idx: number;
  action: string;
  target_kind: 'user' | 'shop' | 'goods';
  target_idx: number;
  reason: Generated<string>;
  created_at: CreatedAt;
}

export interface FavoritesTable {
  user_idx: number;
  goods_idx: number;
  created_at: CreatedAt;
}

export interface FollowsTable {
  user_idx: number;
  shop_idx: number;
  created_at: CreatedAt;
}

export interface CartsTable {
  user_idx: number;
  items: Json<unknown[]>;
  updated_at: CreatedAt;
}

export interface AddressesTable {
  idx: Id;
  user_idx: number;
  name: string;
  calling_code: string;
  phone: string;
  country: string;
  area: string;
  address: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
}

export interface WalletsTable {
  user_idx: number;
  balance: Generated<number>;
  frozen: Generated<number>;
  trade_password_failures: Generated<number>;
  trade_password_locked_until: NullableTimestamp;
  updated_at: CreatedAt;
}

export type LedgerKind =
  | 'recharge'
  | 'withdrawal'
  | 'payment'
  | 'refund'
  | 'income'
  | 'adjustment'
  // migration 0015: a seller's credit for a completed order, and the platform's commission on it
  | 'sale'
  | 'commission';

export interface WalletLedgerTable {
  idx: Id;
  user_idx: number;
  kind: LedgerKind;
  amount: number;
  balance_after: number;
  reference: string | null;
  idempotency_key: string | null;
  note: Generated<string>;
  created_at: CreatedAt;
}

export interface WithdrawalAccountsTable {
  idx: Id;
  user_idx: number;
  kind: string;
  holder: string;
  account_no: string;
  bank: Generated<string>;
  created_at: CreatedAt;
}

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled';

export interface OrdersTable {
  idx: Id;
  order_no: string;
  user_idx: number;
  shop_idx: number;
  status: Generated<OrderStatus>;
  total: number;
  address: Json<Record<string, string>>;
  checkout_key: string | null;
  tracking_no: string | null;
  created_at: CreatedAt;
  paid_at: NullableTimestamp;
  shipped_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  // ---- migration 0015: the seller centre ----
  /** Delivery charged (cents), part of `total`; the promised days. */
  delivery_fee: Generated<number>;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
  carrier: string | null;
  /** Why the seller cancelled it. */
  cancel_reason: string | null;
  /** When the seller was credited (sale less commission); null until then. */
  settled_at: NullableTimestamp;
  /** The platform's commission on it, cents, once settled. */
  commission: Generated<number>;
}

export interface OrderItemsTable {
  idx: Id;
  order_idx: number;
  goods_idx: number;
  sku_idx: number;
  title: string;
  cover: string;
  dimension_label: Generated<string>;
  price: number;
  quantity: number;
  reviewed: Generated<boolean>;
}

export interface OrderEventsTable {
  idx: Id;
  order_idx: number;
  status: string;
  note: Generated<string>;
  actor_idx: number | null;
  created_at: CreatedAt;
}

export interface ReviewsTable {
  idx: Id;
  order_item_idx: number;
  goods_idx: number;
  user_idx: number;
  rating: number;
  body: Generated<string>;
  photos: Json<string[]>;
  created_at: CreatedAt;
}

export interface PmSubjectsTable {
  idx: Id;
  buyer_idx: number;
  seller_idx: number;
  shop_idx: number;
  buyer_unread: Generated<number>;
  seller_unread: Generated<number>;
  buyer_remark: Generated<string>;
  seller_remark: Generated<string>;
  update_at: CreatedAt;
  created_at: CreatedAt;
}

export interface PmMessagesTable {
  idx: Id;
  subject_idx: number;
  sender_idx: number;
  flag: Generated<number>;
  body: string;
  staff: Generated<boolean>;
  readed: Generated<boolean>;
  client_id: string;
  revoked_at: NullableTimestamp;
  edited_at: NullableTimestamp;
  created_at: CreatedAt;
}

// ---- migration 0018: the chat core's positions and changes (0012's pm_positions, pm_changes) ----
/** The last change position handed to each party of every chat kind (locked while a change is written). */
export interface ChatPositionsTable {
  /** `<kind>:<party>`: `pm:12`, `live:u:12`, `live:g:<guest id>`, `live:c:<subject idx>` (a conversation's staff side). */
  party: string;
  position: Generated<number>;
}

/** One change of a conversation, written once for each party under that party's position. */
export interface ChatChangesTable {
  party: string;
  position: number;
  subject_idx: number;
  kind: 'message' | 'remove' | 'edit' | 'read';
  /** The message sent, removed or edited; for a read, the newest message it marked read. */
  message_idx: number;
  reader_idx: number | null;
  created_at: CreatedAt;
}

export interface LiveSubjectsTable {
  idx: Id;
  user_idx: number | null;
  guest_id: string | null;
  staff_idx: number | null;
  status: Generated<'open' | 'queued' | 'assigned' | 'ended'>;
  /** Staff messages the shopper has not read. */
  user_unread: Generated<number>;
  /** Shopper messages its agent (or, while queued, any staff) has not read. */
  staff_unread: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  ended_at: NullableTimestamp;
  queued_at: NullableTimestamp;
  assigned_at: NullableTimestamp;
  rating: number | null;
  rating_comment: string | null;
  /** Where the shopper is (the request context's path), their referrer and language. */
  page: string | null;
  referer: string | null;
  lang: string | null;
  /** The shopper's panel is open. */
  shopper_present: Generated<boolean>;
}

/** The staff's canned answers (issue 13). */
export interface LiveCannedTable {
  idx: Id;
  shortcut: string;
  body: string;
  created_by: number | null;
  updated_at: CreatedAt;
}

/** Live chat's settings kept in the database: the guest-token secret when none is configured. */
/** A live-chat guest token's use: refused once idle too long or retired (its conversations moved to an account). */
export interface LiveGuestsTable {
  guest_id: string;
  last_used_at: CreatedAt;
  retired_at: NullableTimestamp;
}

export interface LiveSettingsTable {
  key: string;
  value: string;
}

export interface LiveMessagesTable {
  idx: Id;
  subject_idx: number;
  sender_idx: number | null;
  staff: Generated<boolean>;
  flag: Generated<number>;
  body: string;
  readed: Generated<boolean>;
  client_id: string;
  deleted_at: NullableTimestamp;
  edited_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface CmsNoticesTable {
  idx: Id;
  title: string;
  content: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CmsReadsTable {
  user_idx: number;
  cms_idx: number;
  created_at: CreatedAt;
}

export interface SubscriptionsTable {
  email: string;
  lang: Generated<string>;
  created_at: CreatedAt;
}

export interface UploadsTable {
  idx: Id;
  user_idx: number | null;
  path: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
  // ---- migration 0011: private uploads ----
  /** 'private': kept outside the public folder, served only to the owner and staff. */
  visibility: Generated<UploadVisibility>;
  // ---- migration 0013: live chat ----
  /** A live-chat guest's picture (always private): the guest's id; user_idx is then null. */
  guest_id: string | null;
}

export interface SearchTermsTable {
  kind: number;
  term: string;
  name: string;
  ref_idx: number;
  weight: number;
}

export interface SearchIndexStateTable {
  id: Generated<number>;
  built_at: Date;
  /** The last `search_changes` entry the rebuild of the terms had seen. */
  change_seq: ColumnType<string, number | string | undefined, number | string>;
}

/** A product whose suggestion terms may have changed (written by triggers on goods and goods_translations). */
export interface SearchChangesTable {
  seq: ColumnType<string, never, never>;
  goods_idx: number;
  changed_at: Generated<Timestamp>;
}

/** The database as Kysely sees it: one interface for PGlite and PostgreSQL alike. */
export interface Database {
  users: UsersTable;
  realname_verifications: RealnameVerificationsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  device_fingerprints: DeviceFingerprintsTable;
  categories: CategoriesTable;
  shops: ShopsTable;
  shop_applications: ShopApplicationsTable;
  goods: GoodsTable;
  skus: SkusTable;
  goods_translations: GoodsTranslationsTable;
  shipping_options: ShippingOptionsTable;
  staff_actions: StaffActionsTable;
  favorites: FavoritesTable;
  follows: FollowsTable;
  carts: CartsTable;
  addresses: AddressesTable;
  wallets: WalletsTable;
  wallet_ledger: WalletLedgerTable;
  withdrawal_accounts: WithdrawalAccountsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  reviews: ReviewsTable;
  pm_subjects: PmSubjectsTable;
  pm_messages: PmMessagesTable;
  chat_positions: ChatPositionsTable;
  chat_changes: ChatChangesTable;
  live_subjects: LiveSubjectsTable;
  live_messages: LiveMessagesTable;
  live_canned: LiveCannedTable;
  live_settings: LiveSettingsTable;
  live_guests: LiveGuestsTable;
  cms_notices: CmsNoticesTable;
  cms_reads: CmsReadsTable;
  subscriptions: SubscriptionsTable;
  uploads: UploadsTable;
  search_terms: SearchTermsTable;
  warehouses: WarehousesTable;
  search_index_state: SearchIndexStateTable;
  search_changes: SearchChangesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
