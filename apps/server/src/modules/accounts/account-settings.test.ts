import { Code, type AccountOverview, type CurrentUser, type OrderStatus } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';

/** The account area's overview and settings calls, through HTTP on a real database. */

let app: TestApp;
beforeAll(async () => {
  // Three wrong sign-in passwords per window in the settings forms, then 4029.
  app = await createTestApp({ SIGN_IN_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(async () => app.destroy());

const USER_CALLS: Array<[string, Record<string, unknown>]> = [
  ['mine/overview', {}],
  ['user/profile/update', { name: 'Guest' }],
  ['user/password/change', { oldPassword: 'password123', newPassword: 'new-password-1' }],
  ['user/trade-password/set', { password: 'password123', tradePassword: '123456' }],
];

const signIn = async (email: string, password: string) => {
  const answer = await app.call('user/sign/in', { account: email, password });
  return {
    code: answer.body.code,
    token: String(answer.headers['x-token']),
    refresh: String(answer.headers['x-refresh']),
  };
};

describe('account area access', () => {
  it('answers a guest 4012 on every call and a stale token 4012 too', async () => {
    for (const [path, payload] of USER_CALLS) {
      expect((await app.call(path, payload)).body.code, path).toBe(Code.notSignedIn);
      expect((await app.call(path, payload, { token: 'not-a-token' })).body.code, path).toBe(Code.notSignedIn);
    }
  });
});

describe('POST /api/v1/mine/overview', () => {
  it('shows zeros for a new buyer, and 0 balance even without a wallet row', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call<AccountOverview>('mine/overview', {}, { token: buyer.token });
    expect(answer.body).toEqual({
      code: 0,
      data: {
        balance: 0,
        orderCounts: { pending: 0, paid: 0, shipped: 0, completed: 0, cancelled: 0 },
        favorites: 0,
        following: 0,
        hasTradePassword: false,
        application: null,
      },
    });
    await app.db.deleteFrom('wallets').where('user_idx', '=', buyer.idx).execute();
    expect((await app.call<AccountOverview>('mine/overview', {}, { token: buyer.token })).body.data?.balance).toBe(0);
  });

  it("counts the user's own orders per status, favorites and follows, and reads the balance", async () => {
    const buyer = await createBuyer(app);
    const other = await createBuyer(app);
    const seller = await createBuyer(app);
    const category = await app.db
      .insertInto('categories')
      .values({ slug: `cat-${seller.idx}`, names: JSON.stringify({ en: 'Things' }) })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const shop = await app.db
      .insertInto('shops')
      .values({ owner_idx: seller.idx, name: `Shop ${seller.idx}` })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const goods = await app.db
      .insertInto('goods')
      .values(
        [1, 2, 3].map((n) => ({
          shop_idx: shop.idx,
          category_idx: category.idx,
          title: `Thing ${n}`,
          cover: '',
          images: '[]',
          dimensions: '[]',
          price: 100,
        })),
      )
      .returning('idx')
      .execute();
    await app.db
      .insertInto('favorites')
      .values(goods.slice(0, 2).map((g) => ({ user_idx: buyer.idx, goods_idx: g.idx })))
      .execute();
    await app.db.insertInto('favorites').values({ user_idx: other.idx, goods_idx: goods[2]!.idx }).execute();
    await app.db.insertInto('follows').values({ user_idx: buyer.idx, shop_idx: shop.idx }).execute();
    const statuses = ['pending', 'pending', 'paid', 'shipped', 'completed', 'completed', 'completed'] as const;
    let n = 0;
    const order = (userIdx: number, status: OrderStatus) => ({
      order_no: `T${userIdx}-${n++}`,
      user_idx: userIdx,
      shop_idx: shop.idx,
      status,
      total: 1234,
      address: JSON.stringify({}),
    });
    await app.db
      .insertInto('orders')
      .values([...statuses.map((s) => order(buyer.idx, s)), order(other.idx, 'cancelled')])
      .execute();
    await app.db.updateTable('wallets').set({ balance: 123_456 }).where('user_idx', '=', buyer.idx).execute();

    const data = (await app.call<AccountOverview>('mine/overview', {}, { token: buyer.token })).body.data!;
    expect(data).toMatchObject({
      balance: 123_456,
      orderCounts: { pending: 2, paid: 1, shipped: 1, completed: 3, cancelled: 0 },
      favorites: 2,
      following: 1,
    });
  });
});

describe('POST /api/v1/user/profile/update', () => {
  it('changes the name and language and answers the updated user, which the principal then shows', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call<CurrentUser>(
      'user/profile/update',
      { name: '  Nora New  ', lang: 'de' },
      { token: buyer.token },
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ idx: buyer.idx, name: 'Nora New', lang: 'de', role: 'buyer' });
    expect(answer.body.user).toEqual(answer.body.data);
    const principal = await app.call<CurrentUser>('ba/principal/inquiry', {}, { token: buyer.token });
    expect(principal.body.user).toMatchObject({ name: 'Nora New', lang: 'de' });
  });

  it('stores the name cleaned: invisible and bidi characters removed, spaces collapsed, NFKC; nothing left is refused', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call<CurrentUser>(
      'user/profile/update',
      { name: '\u202ENora\u200B   Ｎｅｗ\u2060' },
      { token: buyer.token },
    );
    expect(answer.body.data).toMatchObject({ name: 'Nora New' });
    const empty = await app.call('user/profile/update', { name: '\u200B\u200D\uFEFF' }, { token: buyer.token });
    expect(empty.body).toMatchObject({ code: Code.invalidInput, data: { field: 'name' } });
    const stored = await app.db
      .selectFrom('users')
      .select('name')
      .where('idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Nora New');
  });

  it("takes the user's own upload as avatar and '' to remove it, but refuses anyone else's image", async () => {
    const buyer = await createBuyer(app);
    const other = await createBuyer(app);
    const mine = await uploadPhoto(app, buyer.token);
    const theirs = await uploadPhoto(app, other.token);
    const set = await app.call<CurrentUser>('user/profile/update', { avatar: mine }, { token: buyer.token });
    expect(set.body.data?.avatar).toBe(mine);
    // Sending the current avatar back unchanged is fine (the settings form does).
    const again = await app.call('user/profile/update', { avatar: mine, name: 'Same' }, { token: buyer.token });
    expect(again.body.code).toBe(0);

    for (const avatar of [theirs, '/uploads/seed/avatars/someone-96.webp']) {
      const refused = await app.call('user/profile/update', { avatar }, { token: buyer.token });
      expect(refused.body).toMatchObject({ code: Code.invalidInput, data: { field: 'avatar' } });
      expect(refused.body.message).toBe('Please upload the avatar image again');
    }
    const cleared = await app.call<CurrentUser>('user/profile/update', { avatar: '' }, { token: buyer.token });
    expect(cleared.body.data?.avatar).toBe('');
  });

  it('refuses bad input with 4000 naming the field, and changes nothing', async () => {
    const buyer = await createBuyer(app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(41) }, 'name'],
      [{ avatar: 'https://evil.example/a.png' }, 'avatar'],
      [{ avatar: '/uploads/../../etc/passwd x' }, 'avatar'],
      [{ lang: 'xx' }, 'lang'],
      [{ role: 'staff' }, 'role'],
      [{ name: 7 }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const answer = await app.call('user/profile/update', payload, { token: buyer.token });
      expect(answer.body, JSON.stringify(payload)).toMatchObject({ code: Code.invalidInput, data: { field } });
    }
    const row = await app.db
      .selectFrom('users')
      .select(['name', 'role', 'lang'])
      .where('idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Test Buyer', role: 'buyer', lang: 'en' });
  });
});

describe('POST /api/v1/user/password/change', () => {
  it('changes the password and signs out every other session, keeping the current one', async () => {
    const buyer = await createBuyer(app);
    const phone = await signIn(buyer.email, buyer.password);
    const laptop = await signIn(buyer.email, buyer.password);
    expect([phone.code, laptop.code]).toEqual([0, 0]);

    const answer = await app.call(
      'user/password/change',
      { oldPassword: buyer.password, newPassword: 'brand-new-secret' },
      { token: laptop.token },
    );
    expect(answer.body).toEqual({ code: 0, data: null });

    // The session that changed it keeps working, with its own refresh token too.
    expect((await app.call('mine/overview', {}, { token: laptop.token })).body.code).toBe(0);
    // The others are signed out: their access tokens and refresh tokens are refused.
    for (const session of [buyer, phone]) {
      expect((await app.call('mine/overview', {}, { token: session.token })).body.code).toBe(Code.notSignedIn);
      expect((await app.call('ba/token/refresh', { 'x-refresh': session.refresh })).body.code).toBe(Code.notSignedIn);
    }
    const refreshed = await app.call('ba/token/refresh', { 'x-refresh': laptop.refresh });
    expect(refreshed.body.code).toBe(0);

    expect((await signIn(buyer.email, buyer.password)).code).toBe(Code.invalidInput);
    expect((await signIn(buyer.email, 'brand-new-secret')).code).toBe(0);
  });

  it('refuses a wrong current password on oldPassword, translated, and keeps the old one', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call(
      'user/password/change',
      { oldPassword: 'not-my-password', newPassword: 'brand-new-secret' },
      { token: buyer.token, lang: 'de' },
    );
    expect(answer.body).toEqual({
      code: Code.invalidInput,
      message: 'Ihr Anmeldepasswort ist falsch',
      data: { field: 'oldPassword' },
    });
    expect((await app.call('mine/overview', {}, { token: buyer.token })).body.code).toBe(0);
    expect((await signIn(buyer.email, buyer.password)).code).toBe(0);
  });

  it('refuses a too short new password and an unknown field with 4000', async () => {
    const buyer = await createBuyer(app);
    const short = await app.call(
      'user/password/change',
      { oldPassword: buyer.password, newPassword: 'short' },
      { token: buyer.token },
    );
    expect(short.body).toMatchObject({ code: Code.invalidInput, data: { field: 'newPassword', reason: 'tooShort' } });
    const extra = await app.call(
      'user/password/change',
      { oldPassword: buyer.password, newPassword: 'long-enough-1', userIdx: 1 },
      { token: buyer.token },
    );
    expect(extra.body).toMatchObject({ code: Code.invalidInput, data: { field: 'userIdx' } });
    expect((await signIn(buyer.email, buyer.password)).code).toBe(0);
  });

  it('stops guessing after the limit with 4029, even for the right password', async () => {
    const buyer = await createBuyer(app);
    for (let i = 0; i < 3; i++) {
      const wrong = await app.call(
        'user/password/change',
        { oldPassword: `guess-${i}`, newPassword: 'brand-new-secret' },
        { token: buyer.token },
      );
      expect(wrong.body.code).toBe(Code.invalidInput);
    }
    const blocked = await app.call(
      'user/trade-password/set',
      { password: buyer.password, tradePassword: '654321' },
      { token: buyer.token },
    );
    expect(blocked.body.code).toBe(Code.tooManyRequests);
  });
});

describe('POST /api/v1/user/trade-password/set', () => {
  const tradeRow = (userIdx: number) =>
    app.db
      .selectFrom('users as u')
      .leftJoin('wallets as w', 'w.user_idx', 'u.idx')
      .select([
        'u.trade_password_hash',
        'w.user_idx as wallet',
        'w.trade_password_failures',
        'w.trade_password_locked_until',
      ])
      .where('u.idx', '=', userIdx)
      .executeTakeFirstOrThrow();

  it('stores an argon2 hash after checking the sign-in password, and clears the lock', async () => {
    const buyer = await createBuyer(app);
    await app.db
      .updateTable('wallets')
      .set({ trade_password_failures: 5, trade_password_locked_until: new Date(Date.now() + 600_000) })
      .where('user_idx', '=', buyer.idx)
      .execute();
    const answer = await app.call(
      'user/trade-password/set',
      { password: buyer.password, tradePassword: '246810' },
      { token: buyer.token },
    );
    expect(answer.body).toEqual({ code: 0, data: { hasTradePassword: true } });
    const row = await tradeRow(buyer.idx);
    expect(row.trade_password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.trade_password_hash, '246810')).toBe(true);
    expect(row.trade_password_hash).not.toContain('246810');
    expect(row).toMatchObject({ trade_password_failures: 0, trade_password_locked_until: null });
    const overview = await app.call<AccountOverview>('mine/overview', {}, { token: buyer.token });
    expect(overview.body.data?.hasTradePassword).toBe(true);

    // Changing it later works the same way and replaces the hash.
    await app.call(
      'user/trade-password/set',
      { password: buyer.password, tradePassword: '135790' },
      { token: buyer.token },
    );
    const changed = await tradeRow(buyer.idx);
    expect(await verifyPassword(changed.trade_password_hash, '135790')).toBe(true);
    expect(await verifyPassword(changed.trade_password_hash, '246810')).toBe(false);
  });

  it('creates the wallet row when it is missing', async () => {
    const buyer = await createBuyer(app);
    await app.db.deleteFrom('wallets').where('user_idx', '=', buyer.idx).execute();
    const answer = await app.call(
      'user/trade-password/set',
      { password: buyer.password, tradePassword: '112233' },
      { token: buyer.token },
    );
    expect(answer.body.code).toBe(0);
    expect(await tradeRow(buyer.idx)).toMatchObject({ wallet: buyer.idx, trade_password_failures: 0 });
  });

  it('refuses a wrong sign-in password on `password` and a malformed trade password, storing nothing', async () => {
    const buyer = await createBuyer(app);
    const wrong = await app.call(
      'user/trade-password/set',
      { password: 'wrong-password', tradePassword: '123456' },
      { token: buyer.token },
    );
    expect(wrong.body).toEqual({
      code: Code.invalidInput,
      message: 'Your sign-in password is incorrect',
      data: { field: 'password' },
    });
    for (const tradePassword of ['12345', '1234567', 'abcdef', '12 456', 123456]) {
      const bad = await app.call(
        'user/trade-password/set',
        { password: buyer.password, tradePassword },
        { token: buyer.token },
      );
      expect(bad.body, String(tradePassword)).toMatchObject({
        code: Code.invalidInput,
        data: { field: 'tradePassword' },
      });
    }
    expect((await tradeRow(buyer.idx)).trade_password_hash).toBeNull();
  });
});
