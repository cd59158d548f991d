import { z } from 'zod';

/** The server's whole configuration, read and validated once (README "Configuration"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(10_485_760),
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
  APP_DOWNLOADER_URL: z.string().default('https://apps.example.com/download'),
  FAKE_MODE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  SEED: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** The built-in test payment provider (free recharges): on for the demo (SEED) unless set. */
  PAYMENT_TEST_PROVIDER: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
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
  // Free money is only for the demo: with demo data (SEED) it is on, otherwise off unless set.
  return { ...parsed.data, PAYMENT_TEST_PROVIDER: parsed.data.PAYMENT_TEST_PROVIDER ?? parsed.data.SEED };
}
