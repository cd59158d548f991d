import { Code } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app/app.ts';
import {
  createAddress,
  createPayingBuyer,
  createShop,
  line,
  placeOrder,
  skuOf,
} from '../../../test/commerce-helpers.ts';
import { createBuyer, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { createStaff } from '../livechat/livechat.test-helpers.ts';
import { disconnected, openSocket, useChatServer, type ChatSocket } from '../pm/pm.test-helpers.ts';

/** Issue 20, point 6: running the marketplace. Every call admins only; every action recorded. */
// Through the Redis adapter in both runs (as socket-standing.test.ts), so the second process runs.
const server = useChatServer({
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SOCKET_REDIS_KEY: `socket.io-test-admin-${process.pid}-${Date.now()}`,
});
const app = (): TestApp => server.app;

async function createAdmin() {
  const person = await createStaff(app());
  await app().db.updateTable('users').set({ admin: true }).where('idx', '=', person.idx).execute();
  return person;
}

async function call<T = unknown>(path: string, payload: Record<string, unknown>, token?: string, lang = 'en') {
  const answer = await app().call<T>(path, payload, { ...(token ? { token } : {}), lang });
  return answer.body;
}

async function done<T>(path: string, payload: Record<string, unknown>, token: string): Promise<T> {
  const body = await call<T>(path, payload, token);
  expect(body.code, `${path}: ${JSON.stringify(body).slice(0, 400)}`).toBe(0);
  return body.data as T;
}

type Action = {
  action: string;
  targetKind: string;
  targetIdx: number;
  actorIdx: number;
  reason: string;
  targetName: string;
};
const latestActions = async (token: string, kind?: string) =>
  (await done<{ rows: Action[] }>('admin/actions', kind ? { kind } : {}, token)).rows;

describe('every admin call is refused to anyone but an admin', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['admin/staff/list', {}],
    ['admin/staff/set', { idx: 1, role: 'staff' }],
    ['admin/account/search', { kw: '' }],
    ['admin/account/disable', { idx: 1, reason: 'spam' }],
    ['admin/account/enable', { idx: 1 }],
    ['admin/shop/search', { kw: '' }],
    ['admin/shop/close', { idx: 1, reason: 'fraud' }],
    ['admin/shop/reopen', { idx: 1 }],
    ['admin/goods/search', { kw: '' }],
    ['admin/goods/takedown', { idx: 1, reason: 'counterfeit' }],
    ['admin/actions', {}],
  ];

  it('4012 to a guest; 4003 to a buyer, a seller and staff without the admin role; nothing recorded', async () => {
    const [buyer, shop, staff] = await Promise.all([createBuyer(app()), createShop(app()), createStaff(app())]);
    for (const [path, payload] of calls) {
      expect((await call(path, payload)).code, path).toBe(Code.notSignedIn);
      for (const person of [buyer, shop.owner, staff]) {
        expect((await call(path, payload, person.token)).code, `${path} as ${person.email}`).toBe(Code.forbidden);
      }
    }
    const recorded = await app().db.selectFrom('staff_actions').select('idx').execute();
    expect(recorded).toEqual([]);
  });

  it('the current user carries `admin` for the web to show the view', async () => {
    const [admin, staff] = await Promise.all([createAdmin(), createStaff(app())]);
    expect((await done<{ admin?: boolean }>('ba/principal/inquiry', {}, admin.token)).admin).toBe(true);
    expect((await done<{ admin?: boolean }>('ba/principal/inquiry', {}, staff.token)).admin).toBe(false);
  });
});

describe('staff and admins', () => {
  it('makes an account staff by email, then admin, then neither; each step recorded', async () => {
    const [admin, newcomer] = await Promise.all([createAdmin(), createBuyer(app())]);
    const staff = await done<{ role: string; admin: boolean }>(
      'admin/staff/set',
      { email: newcomer.email.toUpperCase(), role: 'staff' },
      admin.token,
    );
    expect(staff).toMatchObject({ role: 'staff', admin: false });
    const list = await done<Array<{ idx: number; admin: boolean }>>('admin/staff/list', {}, admin.token);
    expect(list.find((member) => member.idx === newcomer.idx)).toMatchObject({ admin: false });
    // Their sessions carry the new role at once: the staff console's call now answers.
    expect((await call('staff/shop/application/list', {}, newcomer.token)).code).toBe(0);
    await done('admin/staff/set', { idx: newcomer.idx, role: 'admin' }, admin.token);
    expect((await call('admin/staff/list', {}, newcomer.token)).code).toBe(0);
    const none = await done<{ role: string; admin: boolean }>(
      'admin/staff/set',
      { idx: newcomer.idx, role: 'none' },
      admin.token,
    );
    expect(none).toMatchObject({ role: 'buyer', admin: false });
    expect((await call('admin/staff/list', {}, newcomer.token)).code).toBe(Code.forbidden);
    const mine = (await latestActions(admin.token)).filter((action) => action.targetIdx === newcomer.idx);
    expect(mine.map((action) => action.action)).toEqual(['role.none', 'role.admin', 'role.staff']);
    expect(mine.every((action) => action.actorIdx === admin.idx && action.targetKind === 'user')).toBe(true);
  });

  it('a shop owner going back from staff is a seller; a shop owner cannot be made staff', async () => {
    const [admin, shop] = await Promise.all([createAdmin(), createShop(app())]);
    const refused = await call('admin/staff/set', { idx: shop.owner.idx, role: 'staff' }, admin.token);
    expect(refused).toMatchObject({ code: Code.forbidden, message: 'A shop owner cannot be made staff' });
    await app().db.updateTable('users').set({ role: 'staff' }).where('idx', '=', shop.owner.idx).execute();
    const none = await done<{ role: string }>('admin/staff/set', { idx: shop.owner.idx, role: 'none' }, admin.token);
    expect(none.role).toBe('seller');
  });

  it('an admin cannot demote themselves; an unknown account is 4004; bad input names the field', async () => {
    const admin = await createAdmin();
    for (const role of ['staff', 'none']) {
      expect(await call('admin/staff/set', { idx: admin.idx, role }, admin.token)).toMatchObject({
        code: Code.forbidden,
        message: 'You cannot do this to your own account',
      });
    }
    expect((await call('admin/staff/set', { email: 'nobody-here@test.shop', role: 'staff' }, admin.token)).code).toBe(
      Code.notFound,
    );
    const both = await call('admin/staff/set', { role: 'staff' }, admin.token, 'de');
    expect(both).toMatchObject({ code: Code.invalidInput, data: { field: 'email' } });
    const badRole = await call('admin/staff/set', { idx: admin.idx, role: 'owner' }, admin.token);
    expect(badRole).toMatchObject({ code: Code.invalidInput, data: { field: 'role' } });
  });
});

describe('disabling an account', () => {
  it('ends its sessions (next call 4012, its refresh refused) and its sockets at once; enabling lets it sign in again', async () => {
    const [admin, target] = await Promise.all([createAdmin(), createBuyer(app())]);
    const socket = await server.open(target.token);
    const gone = disconnected(socket);
    const disabled = await done<{ status: string }>(
      'admin/account/disable',
      { idx: target.idx, reason: 'Spamming sellers' },
      admin.token,
    );
    expect(disabled.status).toBe('disabled');
    expect(await gone).toBe('io server disconnect');
    expect((await call('mine/overview', {}, target.token)).code).toBe(Code.notSignedIn);
    const refreshed = await app().call('ba/token/refresh', { 'x-refresh': target.refresh });
    expect(refreshed.body.code).not.toBe(0);
    const signIn = { account: target.email, password: target.password };
    expect((await app().call('user/sign/in', signIn, { ip: '10.250.1.1' })).body.code).not.toBe(0);
    // Every session was revoked in the database, not only refused for the account's status.
    const live = await app()
      .db.selectFrom('auth_sessions')
      .select('id')
      .where('user_idx', '=', target.idx)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    const enabled = await done<{ status: string }>('admin/account/enable', { idx: target.idx }, admin.token);
    expect(enabled.status).toBe('active');
    const again = await app().call<{ idx: number }>('user/sign/in', signIn, { ip: '10.250.1.2' });
    expect(again.body.code, JSON.stringify(again.body)).toBe(0);
    expect((await call('mine/overview', {}, String(again.headers['x-token']))).code).toBe(0);
    const recorded = (await latestActions(admin.token, 'user')).filter((action) => action.targetIdx === target.idx);
    expect(recorded.map((action) => [action.action, action.reason])).toEqual([
      ['account.enable', ''],
      ['account.disable', 'Spamming sellers'],
    ]);
  });

  it('refuses yourself and another admin; a reason of 0 or 501 characters is a translated 4000 on `reason`', async () => {
    const [admin, other, target] = await Promise.all([createAdmin(), createAdmin(), createBuyer(app())]);
    expect((await call('admin/account/disable', { idx: admin.idx, reason: 'x' }, admin.token)).code).toBe(
      Code.forbidden,
    );
    expect(await call('admin/account/disable', { idx: other.idx, reason: 'x' }, admin.token)).toMatchObject({
      code: Code.forbidden,
      message: 'An admin account cannot be disabled: remove its admin role first',
    });
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const body = await call('admin/account/disable', { idx: target.idx, reason }, admin.token, 'fr');
      expect(body).toMatchObject({ code: Code.invalidInput, data: { field: 'reason' } });
      expect(body.message).toMatch(/reason/);
    }
    expect((await call('admin/account/disable', { idx: 2_000_000_000, reason: 'x' }, admin.token)).code).toBe(
      Code.notFound,
    );
    expect((await call('mine/overview', {}, target.token)).code).toBe(0);
    expect((await latestActions(admin.token)).filter((action) => action.actorIdx === admin.idx)).toEqual([]);
  });
});

describe('shops and goods', () => {
  it('a closed shop leaves the storefront and its goods cannot be bought; reopened, they can', async () => {
    const [admin, shop, buyer] = await Promise.all([
      createAdmin(),
      createShop(app()),
      createPayingBuyer(app(), 100_000),
    ]);
    const closed = await done<{ status: string; closedReason: string; ownerIdx: number }>(
      'admin/shop/close',
      { idx: shop.idx, reason: 'Sells counterfeits' },
      admin.token,
    );
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'Sells counterfeits', ownerIdx: shop.owner.idx });
    expect((await call('shop/detail', { idx: shop.idx })).code).toBe(Code.notFound);
    expect((await call('goods/detail', { idx: skuOf(shop).goodsIdx })).code).toBe(Code.notFound);
    const addressIdx = await createAddress(app(), buyer);
    const refused = await placeOrder(app(), buyer, [line(skuOf(shop))], { addressIdx });
    expect(refused.body.code).not.toBe(0);
    const found = await done<{ rows: Array<{ idx: number; status: string }> }>(
      'admin/shop/search',
      { kw: 'Test Shop' },
      admin.token,
    );
    expect(found.rows.find((row) => row.idx === shop.idx)?.status).toBe('closed');

    await done('admin/shop/reopen', { idx: shop.idx }, admin.token);
    const bought = await placeOrder(app(), buyer, [line(skuOf(shop))], { addressIdx });
    expect(bought.body.code, JSON.stringify(bought.body)).toBe(0);
    const recorded = (await latestActions(admin.token, 'shop')).filter((action) => action.targetIdx === shop.idx);
    expect(recorded.map((action) => action.action)).toEqual(['shop.reopen', 'shop.close']);
    expect(recorded[1]).toMatchObject({ reason: 'Sells counterfeits', actorIdx: admin.idx });
  });

  it('a product taken down is gone for the buyer; its seller reads the reason; it is recorded', async () => {
    const [admin, shop] = await Promise.all([createAdmin(), createShop(app())]);
    const goodsIdx = skuOf(shop).goodsIdx;
    expect((await call('goods/detail', { idx: goodsIdx })).code).toBe(0);
    const search = await done<{ rows: Array<{ idx: number }> }>(
      'admin/goods/search',
      { kw: 'Test Shirt', shopIdx: shop.idx },
      admin.token,
    );
    expect(search.rows.map((row) => row.idx)).toEqual([goodsIdx]);
    const down = await done<{ status: string; takenDownReason: string; takenDownAt: string }>(
      'admin/goods/takedown',
      { idx: goodsIdx, reason: 'Misleading pictures' },
      admin.token,
    );
    expect(down).toMatchObject({ status: 'off_shelf', takenDownReason: 'Misleading pictures' });
    expect((await call('goods/detail', { idx: goodsIdx })).code).toBe(Code.notFound);
    const listed = await done<{ rows: Array<{ idx: number }> }>('goods/list', { shopIdx: shop.idx }, shop.owner.token);
    expect(listed.rows).toEqual([]);
    // What the seller's goods list reads (the goods-server branch shows it): the reason and when.
    const stored = await app()
      .db.selectFrom('goods')
      .select(['status', 'taken_down_reason', 'taken_down_at'])
      .where('idx', '=', goodsIdx)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'off_shelf', taken_down_reason: 'Misleading pictures' });
    expect(stored.taken_down_at).toBeInstanceOf(Date);
    const [recorded] = await latestActions(admin.token, 'goods');
    expect(recorded).toMatchObject({
      action: 'goods.takedown',
      targetIdx: goodsIdx,
      targetName: expect.stringContaining('Test Shirt'),
      reason: 'Misleading pictures',
    });
    const bad = await call('admin/goods/takedown', { idx: goodsIdx, reason: '' }, admin.token, 'ja');
    expect(bad).toMatchObject({ code: Code.invalidInput, data: { field: 'reason' } });
    expect((await call('admin/goods/takedown', { idx: 2_000_000_000, reason: 'x' }, admin.token)).code).toBe(
      Code.notFound,
    );
  });

  it('finds accounts by email, name or phone, paged', async () => {
    const admin = await createAdmin();
    const email = uniqueEmail('findme');
    const person = await createBuyer(app(), email);
    const byEmail = await done<{ rows: Array<{ idx: number }>; paging: { total: number } }>(
      'admin/account/search',
      { kw: email.slice(0, 12) },
      admin.token,
    );
    expect(byEmail.rows.map((row) => row.idx)).toContain(person.idx);
    const all = await done<{ rows: unknown[]; paging: { total: number; size: number } }>(
      'admin/account/search',
      { kw: '', page: 1 },
      admin.token,
    );
    expect(all.rows.length).toBeLessThanOrEqual(all.paging.size);
    expect(all.paging.total).toBeGreaterThan(1);
  });
});

/** A second server process on the same database and Redis channels: the admin acts on the first. */
describe('on a second process sharing the database', () => {
  let second: BuiltApp;
  let secondUrl: string;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    second = await buildApp({ env: app().env, db: app().db, logger: false, checkAnswers: true });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await second?.close();
  });

  it('an account disabled on one process is signed out on the other: its socket ends, its next call is 4012', async () => {
    const [admin, target] = await Promise.all([createAdmin(), createBuyer(app())]);
    const socket = await openSocket(secondUrl, target.token);
    sockets.push(socket);
    const gone = disconnected(socket);
    await done('admin/account/disable', { idx: target.idx, reason: 'Abuse' }, admin.token);
    expect(await gone).toBe('io server disconnect');
    const next = await second.app.inject({
      method: 'POST',
      url: '/api/v1/mine/overview',
      headers: { 'content-type': 'application/json', 'x-token': target.token },
      payload: '{}',
    });
    expect(next.json<{ code: number }>().code).toBe(Code.notSignedIn);
  });
});
