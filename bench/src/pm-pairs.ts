import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { SessionService } from '../../apps/server/src/modules/accounts/session-service.ts';

/** One buyer–seller pair of the private-message benchmark: their tokens, idxs and conversation. */
export interface ChatPair {
  subjectIdx: number;
  buyer: { idx: number; token: string };
  seller: { idx: number; token: string };
}

/**
 * Writes `count` buyers, sellers with a shop each, and their conversations straight into the
 * database the target will open (before it starts: PGlite allows one process at a time), and
 * signs each in. Accounts made this way skip password hashing and the sign-up limits, which
 * are not what this benchmark measures.
 */
export async function preparePairs(
  count: number,
  where: { dataDir?: string; databaseUrl?: string },
): Promise<ChatPair[]> {
  const handle = await openDatabase(where);
  try {
    await migrateToLatest(handle.db);
    const sessions = new SessionService(handle.db, { accessTtlSeconds: 3600, refreshTtlSeconds: 3600 });
    const stamp = Date.now().toString(36);
    const person = (role: 'buyer' | 'seller', n: number) => ({
      email: `pm-${role}-${n}-${stamp}@bench.shop`,
      name: `${role} ${n}`,
      password_hash: 'not-used',
      role,
    });
    const buyers = await handle.db
      .insertInto('users')
      .values(Array.from({ length: count }, (_, n) => person('buyer', n)))
      .returning('idx')
      .execute();
    const sellers = await handle.db
      .insertInto('users')
      .values(Array.from({ length: count }, (_, n) => person('seller', n)))
      .returning('idx')
      .execute();
    const shops = await handle.db
      .insertInto('shops')
      .values(sellers.map((seller, n) => ({ owner_idx: seller.idx, name: `Bench shop ${n} ${stamp}` })))
      .returning(['idx', 'owner_idx'])
      .execute();
    const subjects = await handle.db
      .insertInto('pm_subjects')
      .values(shops.map((shop, n) => ({ buyer_idx: buyers[n]!.idx, seller_idx: shop.owner_idx, shop_idx: shop.idx })))
      .returning(['idx', 'buyer_idx', 'seller_idx'])
      .execute();
    const pairs: ChatPair[] = [];
    for (const subject of subjects) {
      const [buyer, seller] = await Promise.all([
        sessions.start(subject.buyer_idx),
        sessions.start(subject.seller_idx),
      ]);
      pairs.push({
        subjectIdx: subject.idx,
        buyer: { idx: subject.buyer_idx, token: buyer.token },
        seller: { idx: subject.seller_idx, token: seller.token },
      });
    }
    return pairs;
  } finally {
    await handle.close();
  }
}
