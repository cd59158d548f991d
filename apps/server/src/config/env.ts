import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, usable in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/**
 * Which hops may tell the client's address (X-Forwarded-For), scheme and host: none by default,
 * since any client can write those headers; a hop count, or the proxies' addresses and CIDRs.
 * Never "trust everyone": that lets every client choose its own address.
 */
const trustProxySchema = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = list(trimmed);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or proxy addresses/CIDRs, not ${wrong.join(', ') || value}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The server's whole configuration, read and validated once (README "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** The Redis adapter's channel prefix: deployments (or test runs) sharing one Redis keep apart by it. */
  SOCKET_REDIS_KEY: z.string().min(1).max(100).default('socket.io'),
  /**
   * How socket.io's rooms span the processes through Redis (docs/ARCHITECTURE.md, "Scale-out"):
   * `pubsub`, the classic adapter; `sharded`, sharded pub/sub (Redis 7); `streams`, a Redis stream.
   */
  SOCKET_ADAPTER: z.enum(['pubsub', 'sharded', 'streams']).default('pubsub'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxySchema,
  /** Host names the site answers pages under when PUBLIC_URL is unset (any port unless one is given). */
  ALLOWED_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((value) => list(value.toLowerCase())),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
  /** Images of more pixels are refused from their header (24 MP: a 6000×4000 camera photo). */
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(24_000_000),
  /** Uploads nothing refers to are removed once this old (modules/uploads/upload-sweep.ts); at least an hour, so a form being filled keeps its pictures. */
  UPLOAD_UNUSED_HOURS: z.coerce.number().min(1).default(24),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(1800),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 24 * 3600),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SIGN_UP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  SIGN_IN_SLOWDOWN_MS: z.coerce.number().int().min(0).default(1000),
  APP_DOWNLOADER_URL: z.string().default('https://apps.example.com/download'),
  FAKE_MODE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  SEED: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** The built-in test payment provider (free recharges): on for the embedded demo unless set. */
  PAYMENT_TEST_PROVIDER: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /** Private messages one user may send per window (a flood limit over all their conversations). */
  PM_SEND_LIMIT: z.coerce.number().int().min(1).default(30),
  PM_SEND_WINDOW_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Signs live-chat guest tokens; unset, a random secret kept in the database is used (shared by every process on it). */
  GUEST_TOKEN_SECRET: z.string().min(32).optional(),
  /** Live chat: queued conversations wait for a claim (manual) or go to the least busy online agent (auto). */
  LIVE_ROUTING: z.enum(['manual', 'auto']).default('manual'),
  /** Live chat: conversations one agent holds at most (claims and automatic routing stop there). */
  LIVE_AGENT_CAP: z.coerce.number().int().min(1).max(1000).default(5),
  /** Live chat: `liveChat.begin` one shopper (guest id or account) may send per minute, over every process (4029 beyond). */
  LIVE_BEGIN_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Live chat: guest tokens (`live/chat/guest`) one client address may be issued per window (4029 beyond). */
  LIVE_GUEST_TOKEN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LIVE_GUEST_TOKEN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Live chat: messages all the guests of one client address may send per PM_SEND_WINDOW_SECONDS (beside each token's PM_SEND_LIMIT). */
  LIVE_SEND_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Live chat: pictures all the guests of one client address may upload per upload window (beside each token's). */
  LIVE_UPLOAD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  /** Pictures all the accounts of one client address may upload per upload window (beside each account's 60). */
  UPLOAD_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(180),
  /** Live chat: a queued conversation nobody claimed ends after this many minutes (livechat-expiry.ts). */
  LIVE_QUEUE_EXPIRY_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Live chat: a guest token unused this many days is refused (the widget asks for a new one). */
  LIVE_GUEST_TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).default(30),
  /** Private messages: new conversations (`pm.subject.inquiry`) one user, and one client address, may open per window. */
  PM_INQUIRY_LIMIT_PER_USER: z.coerce.number().int().min(1).default(20),
  PM_INQUIRY_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  PM_INQUIRY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * The seller centre's write calls (goods, stock, status, warehouses, shop, delivery options,
   * shipping and refunding orders, goods pictures), per account and per client address: room for
   * a seller's bulk edits (a stock edit per variant, one status call per batch), not for a script.
   */
  SELLER_WRITE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(120),
  SELLER_WRITE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  SELLER_WRITE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** The admin console's write calls (staff roles, disabling accounts, closing shops, takedowns), likewise. */
  ADMIN_WRITE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(60),
  ADMIN_WRITE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  ADMIN_WRITE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** A shipped order the buyer has not confirmed completes by itself this many days after shipping (order-settlement.ts). */
  ORDER_AUTO_CONFIRM_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** The platform's commission on a completed order, in whole percent of its total (rounded half up to the cent). */
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(100).default(5),
  /**
   * Where uploads are kept (issue 23): `local`, files under DATA_DIR (one host only); `s3`, an
   * S3-compatible bucket every process shares (AWS S3, MinIO, R2, ...), with the S3_* settings.
   */
  UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Where public uploads are fetched from by browsers (a CDN or the bucket's public address, in
   * front of the keys under `u/`): /uploads/u/... redirects there. Unset: the app serves them.
   */
  UPLOAD_PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  /** `npm run start:cluster`: server processes on this machine (default: one per core). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PAYMENT_TEST_PROVIDER'> & { PAYMENT_TEST_PROVIDER: boolean };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  // Free money is only for the embedded demo (`npm start`: demo data on PGlite). A deployment on a
  // PostgreSQL server must ask for it by name, so forgetting SEED=0 there does not hand out money.
  if (parsed.data.UPLOAD_STORAGE === 's3' && !parsed.data.S3_BUCKET) {
    throw new Error('Invalid configuration: S3_BUCKET: required when UPLOAD_STORAGE=s3');
  }
  const demo = parsed.data.SEED && !parsed.data.DATABASE_URL;
  return { ...parsed.data, PAYMENT_TEST_PROVIDER: parsed.data.PAYMENT_TEST_PROVIDER ?? demo };
}
