import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../../apps/server/src/app/seed/seed.ts';
import { SessionService } from '../../apps/server/src/modules/accounts/session-service.ts';
import { GuestTokens } from '../../apps/server/src/modules/livechat/guest-tokens.ts';

/*
 * What the live-chat benchmark's server starts on (live-chat-bench.ts), written straight into its
 * PGlite folder before it starts (PGlite allows one process at a time): the demo data, two guests'
 * conversations of 10 and 10,000 messages assigned to the demo staff, and queued guests each with
 * a first message. Rows, not sends: the figures are about reading and showing, not storing.
 */

export const DEMO_STAFF_EMAIL = 'staff@demo.shop';
const INSERT_BATCH = 1000;
/** Apart so that the time labels (5 minutes) show now and then, as in a long real conversation. */
const MESSAGE_SPACING_MS = 90_000;
const QUEUE_SPACING_MS = 7_000;

/** A guest's conversation as the bench opens it: the guest's token, and the newest message to wait for. */
export interface SeededTalk {
  messages: number;
  guestToken: string;
  subjectIdx: number;
  newestIdx: number;
  /** The newest message's text (the console's "Mine" row shows it). */
  newestText: string;
}

/** A private conversation of a bench buyer with the demo seller's shop, for the pm screen. */
export interface SeededPmTalk {
  messages: number;
  buyerToken: string;
  subjectIdx: number;
  shopName: string;
  newestIdx: number;
}

export interface SeededLiveChat {
  /** A session of the demo staff, for the console. */
  staffToken: string;
  talks: SeededTalk[];
  queued: number;
  /** Only when asked for (the chat scroll bench). */
  pm?: SeededPmTalk;
}

export const DEMO_SELLER_EMAIL = 'seller@demo.shop';

async function withDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function staffIdx(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('idx')
    .where('email', '=', DEMO_STAFF_EMAIL)
    .executeTakeFirstOrThrow();
  return row.idx;
}

/** A guest's conversation of `count` messages (shopper and agent in turn, all read), assigned to the staff. */
async function seedTalk(db: Db, guests: GuestTokens, staff: number, count: number): Promise<SeededTalk> {
  const guestToken = await guests.mint();
  const guestId = guestToken.split('.')[0]!;
  const start = Date.now() - count * MESSAGE_SPACING_MS - 60_000;
  const at = (n: number) => new Date(start + n * MESSAGE_SPACING_MS);
  const subject = await db
    .insertInto('live_subjects')
    .values({
      guest_id: guestId,
      staff_idx: staff,
      status: 'assigned',
      created_at: at(0),
      updated_at: at(count),
      queued_at: at(0),
      assigned_at: at(1),
      page: '/',
      lang: 'en',
      shopper_present: false,
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const newestText = `Newest of the ${count.toLocaleString('en-US')} (bench)`;
  let newestIdx = 0;
  for (let from = 0; from < count; from += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - from) }, (_, k) => {
      const n = from + k;
      const staffSide = n % 2 === 1;
      return {
        subject_idx: subject.idx,
        sender_idx: staffSide ? staff : null,
        staff: staffSide,
        body: n === count - 1 ? newestText : `Message ${n + 1} of ${count}: ${staffSide ? 'an answer' : 'a question'}`,
        readed: true,
        client_id: `bench-${n}`,
        created_at: at(n),
      };
    });
    const inserted = await db.insertInto('live_messages').values(rows).returning('idx').execute();
    newestIdx = Math.max(newestIdx, ...inserted.map((row) => row.idx));
  }
  return { messages: count, guestToken, subjectIdx: subject.idx, newestIdx, newestText };
}

/**
 * Issue 19 (15): a private conversation of `count` messages (buyer and seller in turn, 90 s apart,
 * all read) between a new bench buyer and the demo seller's shop, and a session of the buyer.
 */
async function seedPmTalk(db: Db, sessions: SessionService, count: number): Promise<SeededPmTalk> {
  const shop = await db
    .selectFrom('shops')
    .innerJoin('users', 'users.idx', 'shops.owner_idx')
    .select(['shops.idx', 'shops.name', 'shops.owner_idx'])
    .where('users.email', '=', DEMO_SELLER_EMAIL)
    .executeTakeFirstOrThrow();
  const buyer = await db
    .insertInto('users')
    .values({
      email: `pm-long-${randomUUID()}@bench.shop`,
      name: 'Bench reader',
      password_hash: 'not-used',
      role: 'buyer',
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const start = Date.now() - count * MESSAGE_SPACING_MS - 60_000;
  const at = (n: number) => new Date(start + n * MESSAGE_SPACING_MS);
  const subject = await db
    .insertInto('pm_subjects')
    .values({
      buyer_idx: buyer.idx,
      seller_idx: shop.owner_idx,
      shop_idx: shop.idx,
      update_at: at(count),
      created_at: at(0),
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  let newestIdx = 0;
  for (let from = 0; from < count; from += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - from) }, (_, k) => {
      const n = from + k;
      const sellerSide = n % 2 === 1;
      return {
        subject_idx: subject.idx,
        sender_idx: sellerSide ? shop.owner_idx : buyer.idx,
        body: `Message ${n + 1} of ${count}: ${sellerSide ? 'an answer' : 'a question'}`,
        readed: true,
        client_id: `bench-pm-${n}`,
        created_at: at(n),
      };
    });
    const inserted = await db.insertInto('pm_messages').values(rows).returning('idx').execute();
    newestIdx = Math.max(newestIdx, ...inserted.map((row) => row.idx));
  }
  const { token } = await sessions.start(buyer.idx);
  return { messages: count, buyerToken: token, subjectIdx: subject.idx, shopName: shop.name, newestIdx };
}

/** Queued guests, each with one unread first message, waiting 7 s apart (the longest first). */
async function seedQueued(db: Db, from: number, to: number): Promise<void> {
  const now = Date.now();
  for (let n = from; n < to; n++) {
    const queuedAt = new Date(now - (to - n) * QUEUE_SPACING_MS);
    const subject = await db
      .insertInto('live_subjects')
      .values({
        guest_id: randomUUID(),
        status: 'queued',
        staff_unread: 1,
        created_at: queuedAt,
        updated_at: queuedAt,
        queued_at: queuedAt,
        page: '/goods',
        lang: 'en',
        shopper_present: true,
      })
      .returning('idx')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('live_messages')
      .values({
        subject_idx: subject.idx,
        body: `Queued question ${n + 1}: where is my order?`,
        client_id: `bench-q-${n}`,
        created_at: queuedAt,
      })
      .execute();
  }
}

/**
 * A fresh folder: the demo data, the conversations of `sizes` messages and `queued` waiting
 * guests, and with `pmSize` a private conversation of that many messages.
 */
export async function seedLiveChat(
  dataDir: string,
  sizes: number[],
  queued: number,
  pmSize = 0,
): Promise<SeededLiveChat> {
  return withDatabase(dataDir, async (db) => {
    await seedDemoData(db, { uploadsDir: path.join(dataDir, 'uploads') });
    const staff = await staffIdx(db);
    const guests = new GuestTokens(db, process.env.GUEST_TOKEN_SECRET);
    const talks: SeededTalk[] = [];
    for (const size of sizes) talks.push(await seedTalk(db, guests, staff, size));
    await seedQueued(db, 0, queued);
    const sessions = new SessionService(db, { accessTtlSeconds: 3 * 3600, refreshTtlSeconds: 3 * 3600 });
    const { token } = await sessions.start(staff);
    const pm = pmSize > 0 ? await seedPmTalk(db, sessions, pmSize) : undefined;
    return { staffToken: token, talks, queued, pm };
  });
}

/** More waiting guests, up to `total` (the server must be stopped). */
export async function growQueue(dataDir: string, from: number, total: number): Promise<void> {
  await withDatabase(dataDir, (db) => seedQueued(db, from, total));
}
