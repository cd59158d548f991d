import { Code, type TodoResponse } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SUBSCRIBE_LIMIT_PER_ADDRESS } from './notices-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

const addNotice = async (title: string, active = true) =>
  (
    await app.db
      .insertInto('cms_notices')
      .values({ title, content: `${title} body`, active })
      .returning('idx')
      .executeTakeFirstOrThrow()
  ).idx;

const todo = (token: string, payload: Record<string, unknown> = {}) =>
  app.call<TodoResponse>('todo/inquiry', payload, { token });

describe('POST /api/v1/todo/inquiry', () => {
  it('refuses a guest with 4012', async () => {
    expect((await app.call('todo/inquiry', { idx: 0 })).body.code).toBe(Code.notSignedIn);
  });

  it('offers the newest unread active notice once, and not after cms/readed', async () => {
    const buyer = await createBuyer(app);
    await app.db.deleteFrom('cms_notices').execute();
    const older = await addNotice('Older');
    const newest = await addNotice('Newest');
    await addNotice('Hidden', false);

    const first = await todo(buyer.token, { idx: 0 });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toEqual({
      notifyPending: 0,
      cms: { idx: newest, title: 'Newest', content: 'Newest body' },
    });
    // Without idx the client has seen nothing yet.
    expect((await todo(buyer.token)).body.data?.cms?.idx).toBe(newest);

    expect((await app.call('cms/readed', { idx: newest }, { token: buyer.token })).body.code).toBe(0);
    expect((await todo(buyer.token, { idx: 0 })).body.data?.cms?.idx).toBe(older);
    expect((await app.call('cms/readed', { idx: older }, { token: buyer.token })).body.code).toBe(0);
    expect((await todo(buyer.token, { idx: 0 })).body.data?.cms).toBeNull();

    // Another user's reads are their own.
    const other = await createBuyer(app);
    expect((await todo(other.token, { idx: 0 })).body.data?.cms?.idx).toBe(newest);
  });

  it('offers only notices above the given idx', async () => {
    const buyer = await createBuyer(app);
    await app.db.deleteFrom('cms_notices').execute();
    const first = await addNotice('First');
    expect((await todo(buyer.token, { idx: first })).body.data?.cms).toBeNull();
    expect((await todo(buyer.token, { idx: first - 1 })).body.data?.cms?.idx).toBe(first);
    const second = await addNotice('Second');
    expect((await todo(buyer.token, { idx: first })).body.data?.cms?.idx).toBe(second);
  });

  it('sums unread as buyer, as seller and in live chat', async () => {
    const buyer = await createBuyer(app);
    const seller = await createBuyer(app);
    const thirdParty = await createBuyer(app);
    const shop = await app.db
      .insertInto('shops')
      .values({ owner_idx: seller.idx, name: 'Unread Shop' })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const otherShop = await app.db
      .insertInto('shops')
      .values({ owner_idx: thirdParty.idx, name: 'Other Shop' })
      .returning('idx')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('pm_subjects')
      .values([
        { buyer_idx: buyer.idx, seller_idx: seller.idx, shop_idx: shop.idx, buyer_unread: 3, seller_unread: 5 },
        {
          buyer_idx: buyer.idx,
          seller_idx: thirdParty.idx,
          shop_idx: otherShop.idx,
          buyer_unread: 2,
          seller_unread: 7,
        },
        // The seller is the buyer here: their buyer_unread counts for them.
        {
          buyer_idx: seller.idx,
          seller_idx: thirdParty.idx,
          shop_idx: otherShop.idx,
          buyer_unread: 11,
          seller_unread: 13,
        },
      ])
      .execute();
    await app.db
      .insertInto('live_subjects')
      .values([
        { user_idx: buyer.idx, user_unread: 4, staff_unread: 9 },
        { user_idx: buyer.idx, user_unread: 1, status: 'ended' },
      ])
      .execute();

    expect((await todo(buyer.token)).body.data?.notifyPending).toBe(3 + 2 + 4 + 1);
    expect((await todo(seller.token)).body.data?.notifyPending).toBe(5 + 11);
    expect((await todo(thirdParty.token)).body.data?.notifyPending).toBe(7 + 13);
  });

  it('refuses a bad idx with 4000 naming the field', async () => {
    const buyer = await createBuyer(app);
    for (const idx of [-1, 1.5, 'x', 2 ** 31]) {
      const answer = await todo(buyer.token, { idx });
      expect(answer.body.code).toBe(Code.invalidInput);
      expect(answer.body.data).toMatchObject({ field: 'idx' });
    }
    expect((await todo(buyer.token, { idx: 0, extra: 1 })).body.data).toMatchObject({ field: 'extra' });
  });
});

describe('POST /api/v1/cms/readed', () => {
  it('refuses a guest with 4012', async () => {
    const idx = await addNotice('Guest');
    expect((await app.call('cms/readed', { idx })).body.code).toBe(Code.notSignedIn);
  });

  it('records the read once however often it is reported', async () => {
    const buyer = await createBuyer(app);
    const idx = await addNotice('Twice');
    for (let i = 0; i < 2; i++) {
      expect((await app.call('cms/readed', { idx }, { token: buyer.token })).body.code).toBe(0);
    }
    const reads = await app.db
      .selectFrom('cms_reads')
      .selectAll()
      .where('user_idx', '=', buyer.idx)
      .where('cms_idx', '=', idx)
      .execute();
    expect(reads).toHaveLength(1);
  });

  it('answers 4004 for an unknown idx and 4000 for a missing or bad one', async () => {
    const buyer = await createBuyer(app);
    expect((await app.call('cms/readed', { idx: 2_000_000_000 }, { token: buyer.token })).body.code).toBe(
      Code.notFound,
    );
    for (const payload of [{}, { idx: 0 }, { idx: 'a' }]) {
      const answer = await app.call('cms/readed', payload, { token: buyer.token });
      expect(answer.body.code).toBe(Code.invalidInput);
      expect(answer.body.data).toMatchObject({ field: 'idx' });
    }
  });
});

describe('POST /api/v1/user/subscription', () => {
  const subscribe = (email: unknown, ip = '10.9.0.1', lang = 'en') =>
    app.call('user/subscription', { email }, { ip, lang });

  it('stores the address with the request language, once however often it is sent', async () => {
    expect((await subscribe('Fan_1-x@Shop.example.com', '10.9.0.2', 'de')).body.code).toBe(0);
    expect((await subscribe('fan_1-x@shop.example.com', '10.9.0.2', 'fr')).body.code).toBe(0);
    const rows = await app.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('email', '=', 'fan_1-x@shop.example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.lang).toBe('fr');
  });

  it('refuses addresses outside the spec 5 rule with 4000 naming email', async () => {
    for (const email of ['', 'john.doe@x.com', 'a+b@x.com', 'user@host', '@x.com', 'a@.com', 'a@x.', 42]) {
      const answer = await subscribe(email, '10.9.0.3');
      expect(answer.body.code, String(email)).toBe(Code.invalidInput);
      expect(answer.body.data).toMatchObject({ field: 'email' });
    }
    expect((await subscribe('fine@x.com', '10.9.0.3')).body.code).toBe(0);
  });

  it('is open to guests and signed-in users alike', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call(
      'user/subscription',
      { email: 'member@x.com' },
      { token: buyer.token, ip: '10.9.0.4' },
    );
    expect(answer.body.code).toBe(0);
  });

  it(`answers 4029 past ${SUBSCRIBE_LIMIT_PER_ADDRESS} subscriptions from one address`, async () => {
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_ADDRESS; i++) {
      expect((await subscribe(`many${i}@x.com`, '10.9.0.5')).body.code).toBe(0);
    }
    const refused = await subscribe('one-more@x.com', '10.9.0.5');
    expect(refused.body.code).toBe(Code.tooManyRequests);
    expect(refused.body.message).toBe('Too many attempts, please try again later');
    // Other addresses are not held back.
    expect((await subscribe('one-more@x.com', '10.9.0.6')).body.code).toBe(0);
  });
});
