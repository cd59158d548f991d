import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Database } from '../../db/schema.ts';
import { ensureMonograms } from './images.ts';
import { avatarName, seedImageUrl } from './paths.ts';
import { DEMO_BUYER_BALANCE, DEMO_BUYER_EMAIL, DEMO_PASSWORD, DEMO_TRADE_PASSWORD, USERS, initials } from './shops.ts';

export interface AccountHashes {
  /** One argon2id hash of the demo password per seeded user (each with its own salt). */
  passwords: string[];
  trade: string;
}

/** Hashing is the slow part of creating accounts; do it before the transaction, all at once. */
export async function hashDemoPasswords(): Promise<AccountHashes> {
  // The app's own hasher (argon2id), so sign-in verifies these exactly like real accounts.
  const [trade, ...passwords] = await Promise.all([
    hashPassword(DEMO_TRADE_PASSWORD),
    ...USERS.map(() => hashPassword(DEMO_PASSWORD)),
  ]);
  if (trade === undefined) throw new Error('seed: hashing failed');
  return { passwords, trade };
}

/**
 * Creates every seeded user with a wallet, avatar and (for the demo buyer) a funded wallet, its
 * ledger entry, a trade password and a default address. Returns user idx by email.
 */
export async function insertAccounts(
  db: Kysely<Database>,
  hashes: AccountHashes,
  uploadsDir: string,
): Promise<Map<string, number>> {
  const users = await db
    .insertInto('users')
    .values(
      USERS.map((u, i) => ({
        email: u.email,
        name: u.name,
        role: u.role,
        admin: u.admin === true,
        lang: 'en',
        password_hash: hashes.passwords[i] ?? '',
        trade_password_hash: u.email === DEMO_BUYER_EMAIL ? hashes.trade : null,
      })),
    )
    .returning(['idx', 'email'])
    .execute();
  const idxByEmail = new Map(users.map((u) => [u.email ?? '', u.idx] as const));
  const buyerIdx = idxByEmail.get(DEMO_BUYER_EMAIL);
  if (buyerIdx === undefined) throw new Error('seed: demo buyer was not created');

  // Avatars are named after the user idx, which only exists now.
  const avatars = USERS.map((u) => {
    const idx = idxByEmail.get(u.email) ?? 0;
    return { idx, name: avatarName(idx), text: initials(u.name), colour: u.colour };
  });
  await ensureMonograms(
    uploadsDir,
    avatars.map((a) => ({ folder: 'avatars', name: a.name, text: a.text, colour: a.colour, shape: 'circle' })),
  );
  const avatarRows = avatars.map((a) => ({ idx: a.idx, avatar: seedImageUrl('avatars', a.name, 96) }));
  await sql`
    update users u set avatar = v.avatar
    from jsonb_to_recordset(${JSON.stringify(avatarRows)}::jsonb) as v(idx int, avatar text)
    where u.idx = v.idx`.execute(db);

  await db
    .insertInto('wallets')
    .values(users.map((u) => ({ user_idx: u.idx, balance: u.idx === buyerIdx ? DEMO_BUYER_BALANCE : 0 })))
    .execute();
  // The ledger is the source of truth for balances: the demo balance arrives as a recharge so
  // the buyer's ledger sums to exactly the wallet balance.
  await db
    .insertInto('wallet_ledger')
    .values({
      user_idx: buyerIdx,
      kind: 'recharge',
      amount: DEMO_BUYER_BALANCE,
      balance_after: DEMO_BUYER_BALANCE,
      reference: 'seed',
      idempotency_key: 'seed-initial-balance',
      note: 'Demo balance',
    })
    .execute();
  await db
    .insertInto('addresses')
    .values({
      user_idx: buyerIdx,
      name: 'Demo Buyer',
      calling_code: '1',
      phone: '4155550123',
      country: 'US',
      area: 'California, San Francisco',
      address: '500 Market Street, Apt 12, 94105',
      is_default: true,
    })
    .execute();
  return idxByEmail;
}
