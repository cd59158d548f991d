import { endpoint } from '@storefront/contract/api';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../test-app.ts';
import {
  createAddress,
  createPayingBuyer,
  createShop,
  line,
  ok,
  placedOrder,
  skuOf,
  type Buyer,
  type TestShop,
} from '../commerce-helpers.ts';
import { answerReads, createStaff, guestToken } from '../../src/modules/livechat/livechat.test-helpers.ts';
import { ask, openSocket, type ChatSocket } from '../../src/modules/pm/pm.test-helpers.ts';
import type { AppServices } from '../../src/app/app-services.ts';
import { ApiError } from '../../src/core/api-error.ts';
import { defineCall, type ApiCall } from '../../src/serving/api-call.ts';
import type { Caller } from './fuzz-plans.ts';
import { LogWatch, WriteSpotter, WriteWatch, type RefusalWrites } from './fuzz-checks.ts';

/*
 * The small marketplace the fuzz suites run in: two shops with goods, a paying buyer with an
 * address, orders in each state, a private conversation, live chats of a guest and a buyer (one
 * claimed by staff), staff and an admin. Its ids are small, and the payloads' ids mostly are too,
 * so most valid-shaped runs find real rows.
 */

/**
 * Limits far out of reach: they are tested on their own, and here they would turn most valid
 * runs into 4029 before the handler. The log at warn, for the faults.
 */
const FUZZ_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  // A socket is cut when its session's access token expires: the long run outlasts the default.
  ACCESS_TOKEN_TTL_SECONDS: '86400',
  SIGN_IN_LIMIT_PER_ACCOUNT: '1000000',
  SIGN_IN_LIMIT_PER_ADDRESS: '1000000',
  SIGN_UP_LIMIT_PER_ADDRESS: '1000000',
  SIGN_IN_SLOWDOWN_MS: '0',
  PM_SEND_LIMIT: '1000000',
  PM_INQUIRY_LIMIT_PER_USER: '1000000',
  PM_INQUIRY_LIMIT_PER_ADDRESS: '1000000',
  LIVE_BEGIN_LIMIT: '1000000',
  LIVE_GUEST_TOKEN_LIMIT_PER_ADDRESS: '1000000',
  LIVE_SEND_LIMIT_PER_ADDRESS: '1000000',
  SELLER_WRITE_LIMIT_PER_ACCOUNT: '1000000',
  SELLER_WRITE_LIMIT_PER_ADDRESS: '1000000',
  ADMIN_WRITE_LIMIT_PER_ACCOUNT: '1000000',
  ADMIN_WRITE_LIMIT_PER_ADDRESS: '1000000',
};

/**
 * Calls only the fuzz world serves, outside the contract, that break the rules on purpose: the
 * checks must catch them (calls-fuzz.test.ts "the checks themselves"), or a fuzz run could never
 * fail.
 */
export const SELF_TEST_PATHS = { halfWrite: 'fuzz-self-test/half-write', fault: 'fuzz-self-test/fault' } as const;

function selfTestCalls(services: AppServices): ApiCall[] {
  const call = (path: string, handler: () => Promise<never>) =>
    defineCall(
      endpoint({ path, summary: 'fuzz self-test', access: 'guest', payload: z.object({}), data: z.unknown() }),
      {
        handler,
      },
    );
  return [
    // Writes a row and commits it, then refuses: a half write.
    call(SELF_TEST_PATHS.halfWrite, async () => {
      await services.db
        .insertInto('subscriptions')
        .values({ email: `half-${Date.now()}@example.com` })
        .execute();
      throw ApiError.invalid('email');
    }),
    call(SELF_TEST_PATHS.fault, () => Promise.reject(new TypeError('a fault the fuzz checks must see'))),
  ];
}

/** What a refused call may write on purpose (fuzz-checks.ts WriteWatch). */
const WRITTEN_BY_REFUSALS: RefusalWrites = {
  // The rate limits count a call before its payload is read: "a script sending garbage spends its
  // budget too" (http/api-routes.ts).
  rate_limit_hits: null,
  // A wrong trade password is counted, and locks it, on the wallet row (wallet/trade-password.ts);
  // the money must not move.
  wallets: 'sum(balance)',
};

export interface FuzzWorld {
  app: TestApp;
  url: string;
  logs: LogWatch;
  writes: WriteWatch;
  /** A live-chat guest token: the guest caller's identity. */
  guest: string;
  people: Record<Exclude<Caller, 'guest'>, Buyer>;
  /**
   * Puts the world's people back as they were (a fuzzed admin call may have disabled one or made
   * one staff, a shop closed, goods taken down) and gives each a new session: a fuzzed call may
   * have ended theirs. Returns the callers' access tokens (none for the guest).
   */
  refresh(): Promise<Record<Caller, string | undefined>>;
}

/** Builds the world before the file's tests and takes it down after them. */
export function useFuzzWorld(): () => FuzzWorld {
  let world: FuzzWorld | undefined;
  const sockets: ChatSocket[] = [];
  beforeAll(async () => {
    world = await buildWorld(sockets);
  }, 240_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await world?.app.destroy();
  });
  return () => {
    if (!world) throw new Error('the fuzz world is built in beforeAll');
    return world;
  };
}

async function buildWorld(sockets: ChatSocket[]): Promise<FuzzWorld> {
  const logs = new LogWatch();
  const spotter = new WriteSpotter();
  const app = await createTestApp(FUZZ_ENV, selfTestCalls, logs.stream, [spotter]);
  const writes = new WriteWatch(app.db, spotter, WRITTEN_BY_REFUSALS);
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const shop = await createShop(app, { price: 1_500, stock: 1_000 });
  const otherShop = await createShop(app, { price: 2_300, stock: 1_000 });
  const buyer = await createPayingBuyer(app, 500_000);
  const staff = await createStaff(app);
  const admin = await createStaff(app);
  await app.db.updateTable('users').set({ admin: true }).where('idx', '=', admin.idx).execute();
  const guest = await guestToken(app);
  const people = { buyer, seller: shop.owner, staff, admin };

  await ordersInEveryState(app, buyer, shop, otherShop);
  await ok(
    app,
    'withdrawal-account/save',
    { kind: 'bank', holder: 'Ann', accountNo: '12345678', bank: 'B' },
    buyer.token,
  );
  const applicant = await createBuyer(app);
  await ok(
    app,
    'shop/application/submit',
    {
      shopName: 'Fuzz Shop',
      contactName: 'Ann',
      contactPhone: '+4477009001',
      email: 'fuzz@example.com',
      categoryIdx: 1,
      description: 'A shop the staff review can find pending.',
    },
    applicant.token,
  );
  await conversations(url, sockets, { buyer, seller: shop.owner, staff, guest, shop });
  // The deliveries after the acknowledgements are done before the runs begin.
  await app.realtime.idle();

  const founders = [buyer, applicant, shop.owner, otherShop.owner, staff, admin].map((person) => person.idx);
  // Their passwords and trade passwords as made, put back before each call's runs: a fuzzed call
  // may have changed them, and the right ones (FIELD_HINTS) lead past the checks.
  const secrets = await app.db
    .selectFrom('users')
    .select(['idx', 'password_hash', 'trade_password_hash'])
    .where('idx', 'in', founders)
    .execute();
  const staffIdxs = [staff.idx, admin.idx];
  const shops = [shop.idx, otherShop.idx];
  const goods = [...shop.skus, ...otherShop.skus].map((sku) => sku.goodsIdx);
  return {
    app,
    url,
    logs,
    writes,
    guest,
    people,
    async refresh() {
      writes.forget();
      await app.db
        .updateTable('users')
        .set({
          status: 'active',
          admin: sql<boolean>`idx = ${admin.idx}`,
          role: sql`case when idx in (${sql.join(staffIdxs)}) then 'staff'
            when exists (select 1 from shops where shops.owner_idx = users.idx) then 'seller' else 'buyer' end`,
        })
        .where('idx', 'in', founders)
        .execute();
      for (const { idx, password_hash, trade_password_hash } of secrets) {
        await app.db.updateTable('users').set({ password_hash, trade_password_hash }).where('idx', '=', idx).execute();
      }
      await app.db
        .updateTable('wallets')
        .set({ trade_password_failures: 0, trade_password_locked_until: null })
        .where('user_idx', 'in', founders)
        .execute();
      await app.db
        .updateTable('shops')
        .set({ status: 'open', closed_reason: null })
        .where('idx', 'in', shops)
        .execute();
      await app.db
        .updateTable('goods')
        .set({ status: 'on_sale', taken_down_reason: null, taken_down_at: null })
        .where('idx', 'in', goods)
        .execute();
      const start = async (person: Buyer) => (await app.services.sessions.start(person.idx)).token;
      return {
        guest: undefined,
        buyer: await start(buyer),
        seller: await start(shop.owner),
        staff: await start(staff),
        admin: await start(admin),
      };
    },
  };
}

/** Orders of the buyer paid, pending, shipped and completed, from both shops. */
async function ordersInEveryState(app: TestApp, buyer: Buyer, shop: TestShop, otherShop: TestShop): Promise<void> {
  await createAddress(app, buyer);
  const ship = (idx: number, owner: Buyer) =>
    ok(app, 'seller/order/ship', { idx, carrier: 'UPS', trackingNo: `TRK${idx}` }, owner.token);
  const orderOf = async (shopOf: TestShop, pay: boolean) =>
    (await placedOrder(app, buyer, [line(skuOf(shopOf, 0)), line(skuOf(shopOf, 1), 2)], pay)).orders[0]!.idx;
  await orderOf(shop, true);
  await orderOf(shop, false);
  await ship(await orderOf(shop, true), shop.owner);
  const completed = await orderOf(otherShop, true);
  await ship(completed, otherShop.owner);
  await ok(app, 'order/confirm', { idx: completed }, buyer.token);
}

/**
 * A private conversation with messages both ways; live chats of a guest (queued) and the buyer
 * (claimed by staff). The sockets stay open until the file ends, answering reads as widgets do.
 */
async function conversations(
  url: string,
  sockets: ChatSocket[],
  who: { buyer: Buyer; seller: Buyer; staff: Buyer; guest: string; shop: TestShop },
): Promise<void> {
  const open = async (token?: string, guest?: string) => {
    const socket = await openSocket(url, token, 'en', guest);
    answerReads(socket);
    sockets.push(socket);
    return socket;
  };
  const expectOk = <T extends { code: number }>(answer: T, what: string) => {
    if (answer.code !== 0) throw new Error(`${what}: ${JSON.stringify(answer)}`);
    return answer as Extract<T, { code: 0 }>;
  };
  const [buyer, seller, staff, guest] = [
    await open(who.buyer.token),
    await open(who.seller.token),
    await open(who.staff.token),
    await open(undefined, who.guest),
  ];
  const { subject } = expectOk(await ask(buyer, 'pm.subject.inquiry', { shopIdx: who.shop.idx }), 'inquiry');
  expectOk(await ask(buyer, 'pm', { subjectIdx: subject.idx, body: 'Is it blue?' }), 'pm');
  expectOk(await ask(seller, 'pm', { subjectIdx: subject.idx, body: 'Navy.' }), 'pm reply');

  const guestChat = expectOk(await ask(guest, 'liveChat.begin', { page: '/' }), 'guest begin');
  expectOk(await ask(guest, 'liveChat', { subjectIdx: guestChat.subjectIdx, body: 'Hello?' }), 'guest send');
  const buyerChat = expectOk(await ask(buyer, 'liveChat.begin', { page: '/goods/1' }), 'buyer begin');
  expectOk(
    await ask(buyer, 'liveChat', { subjectIdx: buyerChat.subjectIdx, body: 'Where is my order?' }),
    'buyer send',
  );
  expectOk(await ask(staff, 'liveChat.presence', { status: 'online' }), 'presence');
  expectOk(await ask(staff, 'liveChat.claim', { subjectIdx: buyerChat.subjectIdx }), 'claim');
  expectOk(await ask(staff, 'liveChat', { subjectIdx: buyerChat.subjectIdx, body: 'On its way.' }), 'staff send');
}
