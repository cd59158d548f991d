import type { Database } from './schema.ts';

/*
 * One owner per table (issue 11): a table is read and written only by the files of the module
 * that owns it, through that module's repository or service; every other module calls the owner,
 * passing its transaction when the work must stay one transaction (an order takes stock and money
 * in the same one). The demo seed (app/seed) is no module and writes every table. table-owners.test.ts
 * scans the server's modules, core, serving, realtime and http code and fails on a table named
 * outside its owner, unless the file is in OWNERSHIP_EXCEPTIONS below.
 */

/** The modules that own tables: folders of src/modules. */
export type OwningModule =
  | 'accounts'
  | 'realname'
  | 'catalog'
  | 'partnership'
  | 'cart'
  | 'orders'
  | 'wallet'
  | 'notices'
  | 'uploads'
  | 'search'
  | 'chat'
  | 'pm'
  | 'livechat'
  | 'shipping'
  | 'admin';

/** Every table of schema.ts and the module that owns it. */
export const TABLE_OWNERS: Record<keyof Database, OwningModule> = {
  users: 'accounts',
  auth_sessions: 'accounts',
  refresh_tokens: 'accounts',
  rate_limit_hits: 'accounts',
  device_fingerprints: 'accounts',
  realname_verifications: 'realname',
  categories: 'catalog',
  shops: 'catalog',
  warehouses: 'catalog',
  goods: 'catalog',
  skus: 'catalog',
  goods_translations: 'catalog',
  shipping_options: 'shipping',
  staff_actions: 'admin',
  favorites: 'catalog',
  follows: 'catalog',
  reviews: 'catalog',
  shop_applications: 'partnership',
  carts: 'cart',
  addresses: 'orders',
  orders: 'orders',
  order_items: 'orders',
  order_events: 'orders',
  wallets: 'wallet',
  wallet_ledger: 'wallet',
  withdrawal_accounts: 'wallet',
  cms_notices: 'notices',
  cms_reads: 'notices',
  subscriptions: 'notices',
  uploads: 'uploads',
  search_terms: 'search',
  search_index_state: 'search',
  search_changes: 'search',
  pm_subjects: 'pm',
  pm_messages: 'pm',
  chat_positions: 'chat',
  chat_changes: 'chat',
  live_subjects: 'livechat',
  live_messages: 'livechat',
  live_canned: 'livechat',
  live_settings: 'livechat',
  live_guests: 'livechat',
};

export interface OwnershipException {
  /** The file's path under src/. */
  file: string;
  /** The other modules' tables it may name. */
  tables: readonly (keyof Database)[];
  reason: string;
}

/**
 * The deliberate exceptions, in one place so each is visible: a file that may name other modules'
 * tables, which ones, and why. Keep it short; each entry is a design decision, not a shortcut.
 */
export const OWNERSHIP_EXCEPTIONS: readonly OwnershipException[] = [
  {
    file: 'modules/uploads/upload-sweep.ts',
    tables: ['users', 'shops', 'realname_verifications', 'goods', 'reviews', 'pm_messages', 'live_messages'],
    reason: 'the unused-upload sweep checks every column that holds an upload address in its one locking statement',
  },
];
