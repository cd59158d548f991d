import {
  Code,
  type AccountOverview,
  type CurrentUser,
  type Paging,
  type ShopApplicationView,
  type SuggestionView,
} from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Shop applications (partnership): a buyer applies, staff approve or reject. */

let app: TestApp;
let categoryIdx: number;
let staff: Awaited<ReturnType<typeof createBuyer>>;

beforeAll(async () => {
  app = await createTestApp();
  const category = await app.db
    .insertInto('categories')
    .values({ slug: 'fashion', names: JSON.stringify({ en: 'Fashion' }) })
    .returning('idx')
    .executeTakeFirstOrThrow();
  categoryIdx = category.idx;
  staff = await createBuyer(app);
  await app.db.updateTable('users').set({ role: 'staff' }).where('idx', '=', staff.idx).execute();
});
afterAll(async () => app.destroy());

let shopCounter = 0;
const application = (overrides: Record<string, unknown> = {}) => ({
  shopName: `Corner Shop ${++shopCounter}`,
  contactName: 'Ada Owner',
  contactPhone: '+447700900123',
  email: 'Ada.Owner@Example.com',
  categoryIdx,
  description: 'Hand-made ceramics and kitchenware, shipped worldwide.',
  ...overrides,
});

async function submit(token: string, overrides: Record<string, unknown> = {}) {
  return app.call<ShopApplicationView>('shop/application/submit', application(overrides), { token });
}
async function submitted(token: string, overrides: Record<string, unknown> = {}) {
  const answer = await submit(token, overrides);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data!;
}
const review = (payload: Record<string, unknown>, token = staff.token) =>
  app.call<ShopApplicationView>('staff/shop/application/review', payload, { token });
const list = (payload: Record<string, unknown> = {}, token = staff.token) =>
  app.call<{ rows: ShopApplicationView[]; paging: Paging }>('staff/shop/application/list', payload, { token });

describe('access', () => {
  it('answers a guest 4012, and a buyer 4003 on the staff calls', async () => {
    for (const path of ['shop/application/submit', 'shop/application/mine', 'staff/shop/application/list']) {
      expect((await app.call(path, {})).body.code, path).toBe(Code.notSignedIn);
    }
    expect((await app.call('staff/shop/application/review', { idx: 1, approve: true })).body.code).toBe(
      Code.notSignedIn,
    );
    const buyer = await createBuyer(app);
    const mine = await submitted(buyer.token);
    expect((await list({}, buyer.token)).body.code).toBe(Code.forbidden);
    expect((await review({ idx: mine.idx, approve: true }, buyer.token)).body.code).toBe(Code.forbidden);
    const row = await app.db
      .selectFrom('shop_applications')
      .select('status')
      .where('idx', '=', mine.idx)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('POST /api/v1/shop/application/submit', () => {
  it('files a pending application that mine, the overview and the staff list show', async () => {
    const buyer = await createBuyer(app);
    expect((await app.call('shop/application/mine', {}, { token: buyer.token })).body).toEqual({ code: 0, data: null });
    const view = await submitted(buyer.token, { shopName: '  Blue Pottery  ' });
    expect(view).toMatchObject({
      userIdx: buyer.idx,
      shopName: 'Blue Pottery',
      email: 'ada.owner@example.com',
      categoryIdx,
      status: 'pending',
      reason: null,
      reviewedAt: null,
      shopIdx: null,
    });
    expect((await app.call('shop/application/mine', {}, { token: buyer.token })).body.data).toEqual(view);
    const overview = await app.call<AccountOverview>('mine/overview', {}, { token: buyer.token });
    expect(overview.body.data?.application).toEqual(view);
    const pending = await list({ status: 'pending' });
    expect(pending.body.data?.rows.map((row) => row.idx)).toContain(view.idx);
  });

  it('allows one pending application at a time', async () => {
    const buyer = await createBuyer(app);
    await submitted(buyer.token);
    const second = await submit(buyer.token);
    expect(second.body).toMatchObject({
      code: Code.forbidden,
      message: 'Your shop application is already waiting for review',
    });
    const count = await app.db
      .selectFrom('shop_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('files one application when two submissions arrive together', async () => {
    const buyer = await createBuyer(app);
    const answers = await Promise.all([submit(buyer.token), submit(buyer.token), submit(buyer.token)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, Code.forbidden, Code.forbidden]);
    const rows = await app.db.selectFrom('shop_applications').select('idx').where('user_idx', '=', buyer.idx).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 4000 naming the field', async () => {
    const buyer = await createBuyer(app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ shopName: 'A' }, 'shopName'],
      [{ contactName: '  ' }, 'contactName'],
      [{ contactPhone: '12ab' }, 'contactPhone'],
      [{ email: 'not-an-email' }, 'email'],
      [{ categoryIdx: 0 }, 'categoryIdx'],
      [{ categoryIdx: 999_999 }, 'categoryIdx'],
      [{ description: 'too short' }, 'description'],
      [{ status: 'approved' }, 'status'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await submit(buyer.token, overrides);
      expect(answer.body, JSON.stringify(overrides)).toMatchObject({ code: Code.invalidInput, data: { field } });
    }
    expect((await app.call('shop/application/mine', {}, { token: buyer.token })).body.data).toBeNull();
  });

  it('refuses a shop name already in use, whatever its case', async () => {
    const owner = await createBuyer(app);
    await app.db.insertInto('shops').values({ owner_idx: owner.idx, name: 'Taken Name' }).execute();
    const buyer = await createBuyer(app);
    const answer = await submit(buyer.token, { shopName: 'taken name' });
    expect(answer.body).toEqual({
      code: Code.invalidInput,
      message: 'A shop with this name already exists',
      data: { field: 'shopName' },
    });
  });

  it('refuses look-alikes of a shop name: invisible characters, case, fullwidth letters, bidi marks', async () => {
    const owner = await createBuyer(app);
    // Inserted as the seed does, without its name key: the check fills it in.
    await app.db.insertInto('shops').values({ owner_idx: owner.idx, name: 'Demo Seller Store' }).execute();
    const buyer = await createBuyer(app);
    for (const impostor of [
      'Demo Seller Store\u200B',
      'Demo\u200D Seller\u2060 Store',
      'DEMO seller STORE',
      'Ｄｅｍｏ Ｓｅｌｌｅｒ Ｓｔｏｒｅ',
      '\u202EDemo Seller Store\u202C',
      '\u200FDemo  Seller\u00A0Store\u200E',
      '\uFEFFDemo Sel\u00ADler Store',
    ]) {
      const answer = await submit(buyer.token, { shopName: impostor });
      expect(answer.body, JSON.stringify(impostor)).toEqual({
        code: Code.invalidInput,
        message: 'A shop with this name already exists',
        data: { field: 'shopName' },
      });
    }
    expect(
      await app.db.selectFrom('shop_applications').select('idx').where('user_idx', '=', buyer.idx).execute(),
    ).toEqual([]);
  });

  it('stores the cleaned name: invisible and bidi characters removed, spaces collapsed, NFKC', async () => {
    const buyer = await createBuyer(app);
    const filed = await submitted(buyer.token, { shopName: ' \u200BＭｏｏｎ\u200D   Lamp\u202E  Shop ' });
    expect(filed.shopName).toBe('Moon Lamp Shop');
  });

  it('refuses staff with 4003', async () => {
    expect((await submit(staff.token)).body.code).toBe(Code.forbidden);
  });
});

describe('POST /api/v1/staff/shop/application/review', () => {
  it('approves in one go: the shop exists, the applicant is its seller, and the principal carries shopIdx', async () => {
    const buyer = await createBuyer(app);
    const filed = await submitted(buyer.token, {
      shopName: 'Green Grocer',
      description: 'Fresh vegetables from our farm.',
    });
    const suggestGreen = () => app.call<SuggestionView[]>('search/suggestion', { kw: 'green gro' });
    expect((await suggestGreen()).body.data).toEqual([]);
    const answer = await review({ idx: filed.idx, approve: true });
    expect(answer.body.code).toBe(0);
    const approved = answer.body.data!;
    expect(approved).toMatchObject({ idx: filed.idx, status: 'approved', reason: null });
    expect(approved.reviewedAt).not.toBeNull();

    const shop = await app.db
      .selectFrom('shops')
      .selectAll()
      .where('owner_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(shop).toMatchObject({
      name: 'Green Grocer',
      description: 'Fresh vegetables from our farm.',
      status: 'open',
    });
    expect(approved.shopIdx).toBe(shop.idx);
    const stored = await app.db
      .selectFrom('shop_applications')
      .select(['status', 'reviewed_by', 'reviewed_at'])
      .where('idx', '=', filed.idx)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('approved');
    expect(stored.reviewed_by).toBe(staff.idx);
    expect(stored.reviewed_at).toBeInstanceOf(Date);

    // The same session sees the change at once: role and shop come from the database.
    const principal = await app.call<CurrentUser>('ba/principal/inquiry', {}, { token: buyer.token });
    expect(principal.body.user).toMatchObject({ idx: buyer.idx, role: 'seller', shopIdx: shop.idx });
    const detail = await app.call<{ idx: number; name: string }>('shop/detail', { idx: shop.idx });
    expect(detail.body.data).toMatchObject({ idx: shop.idx, name: 'Green Grocer' });
    // The header search offers the new shop at once (flag 1), before any index rebuild.
    expect((await suggestGreen()).body.data).toContainEqual({
      flag: 1,
      name: 'Green Grocer',
      idx: shop.idx,
      match: [0, 9],
    });
    expect((await app.call('shop/application/mine', {}, { token: buyer.token })).body.data).toMatchObject({
      status: 'approved',
      shopIdx: shop.idx,
    });

    // A seller cannot apply again; a reviewed application cannot be reviewed twice.
    expect((await submit(buyer.token)).body).toMatchObject({
      code: Code.forbidden,
      message: 'You already have a shop',
    });
    for (const approve of [true, false]) {
      const again = await review({ idx: filed.idx, approve, reason: 'changed my mind' });
      expect(again.body).toMatchObject({ code: Code.forbidden, message: 'This application has already been reviewed' });
    }
    const shops = await app.db
      .selectFrom('shops')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(Number(shops.n)).toBe(1);
  });

  it('rejects with a reason, which the applicant sees, and lets them apply again', async () => {
    const buyer = await createBuyer(app);
    const filed = await submitted(buyer.token);
    const noReason = await review({ idx: filed.idx, approve: false, reason: '   ' });
    expect(noReason.body).toMatchObject({ code: Code.invalidInput, data: { field: 'reason' } });
    const rejected = await review({ idx: filed.idx, approve: false, reason: 'Please describe what you sell.' });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      reason: 'Please describe what you sell.',
      shopIdx: null,
    });
    const mine = await app.call<ShopApplicationView>('shop/application/mine', {}, { token: buyer.token });
    expect(mine.body.data).toMatchObject({ status: 'rejected', reason: 'Please describe what you sell.' });
    const user = await app.db.selectFrom('users').select('role').where('idx', '=', buyer.idx).executeTakeFirstOrThrow();
    expect(user.role).toBe('buyer');
    const second = await submitted(buyer.token);
    expect(second.idx).toBeGreaterThan(filed.idx);
    expect((await app.call('shop/application/mine', {}, { token: buyer.token })).body.data).toMatchObject({
      idx: second.idx,
      status: 'pending',
    });
  });

  it('answers 4004 for an unknown application and 4000 for bad input', async () => {
    expect((await review({ idx: 999_999, approve: true })).body.code).toBe(Code.notFound);
    for (const payload of [
      { idx: 'x', approve: true },
      { idx: 1 },
      { idx: 1, approve: 'yes' },
      { idx: 1, approve: true, shopIdx: 2 },
    ]) {
      expect((await review(payload)).body.code, JSON.stringify(payload)).toBe(Code.invalidInput);
    }
  });

  it('leaves nothing behind when the approval fails half-way (one transaction)', async () => {
    const buyer = await createBuyer(app);
    const filed = await submitted(buyer.token, { shopName: 'Half Way Shop' });
    // The last step of the approval (making the applicant a seller) fails in the database.
    await sql`create function refuse_seller() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`.execute(app.db);
    await sql`create trigger refuse_seller before update of role on users
      for each row when (new.role = 'seller') execute function refuse_seller()`.execute(app.db);
    try {
      const answer = await review({ idx: filed.idx, approve: true });
      expect(answer.status).toBe(500);
      expect(answer.body.code).toBe(Code.serverFault);
    } finally {
      await sql`drop trigger refuse_seller on users`.execute(app.db);
      await sql`drop function refuse_seller()`.execute(app.db);
    }
    const shop = await app.db.selectFrom('shops').select('idx').where('owner_idx', '=', buyer.idx).executeTakeFirst();
    expect(shop).toBeUndefined();
    const stored = await app.db
      .selectFrom('shop_applications')
      .select(['status', 'reviewed_by'])
      .where('idx', '=', filed.idx)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', reviewed_by: null });
    // Once the fault is gone the same application is approved normally.
    expect((await review({ idx: filed.idx, approve: true })).body.data).toMatchObject({ status: 'approved' });
  });

  it('refuses to approve a name that a shop (or a look-alike) took after it was filed, changing nothing', async () => {
    const applicants = [];
    for (const shopName of ['Night Owl Books', 'Bright Lamp Store', 'Quiet Tea Room', 'Red Kite Garage']) {
      const buyer = await createBuyer(app);
      applicants.push({ buyer, filed: await submitted(buyer.token, { shopName }) });
    }
    // Shops opened since, under look-alike names: zero-width, case, fullwidth, bidi.
    for (const name of [
      'Night\u200B Owl Books',
      'BRIGHT LAMP STORE',
      'Ｑｕｉｅｔ Ｔｅａ Ｒｏｏｍ',
      '\u202BRed Kite Garage\u202C',
    ]) {
      const owner = await createBuyer(app);
      await app.db.insertInto('shops').values({ owner_idx: owner.idx, name }).execute();
    }
    for (const { buyer, filed } of applicants) {
      const answer = await review({ idx: filed.idx, approve: true });
      expect(answer.body, filed.shopName).toMatchObject({
        code: Code.forbidden,
        message: 'Another shop already has this name, or one that looks the same: this application cannot be approved',
      });
      const stored = await app.db
        .selectFrom('shop_applications')
        .select('status')
        .where('idx', '=', filed.idx)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('pending');
      const user = await app.db
        .selectFrom('users')
        .select('role')
        .where('idx', '=', buyer.idx)
        .executeTakeFirstOrThrow();
      expect(user.role).toBe('buyer');
    }
    const german = await app.call(
      'staff/shop/application/review',
      { idx: applicants[0]!.filed.idx, approve: true },
      { token: staff.token, lang: 'de' },
    );
    expect(german.body.message).toBe(
      'Ein anderer Shop trägt bereits diesen oder einen gleich aussehenden Namen: Dieser Antrag kann nicht genehmigt werden',
    );
    // Staff can still reject it with a reason.
    expect((await review({ idx: applicants[0]!.filed.idx, approve: false, reason: 'Name taken' })).body.code).toBe(0);
  });

  it('approves one of two look-alike names reviewed together', async () => {
    const first = await createBuyer(app);
    const second = await createBuyer(app);
    const a = await submitted(first.token, { shopName: 'Twin Peak Outfitters' });
    const b = await submitted(second.token, { shopName: 'twin peak\u200B outfitters' });
    const answers = await Promise.all([review({ idx: a.idx, approve: true }), review({ idx: b.idx, approve: true })]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, Code.forbidden]);
  });

  it('approves once when two reviews arrive together', async () => {
    const buyer = await createBuyer(app);
    const filed = await submitted(buyer.token);
    const answers = await Promise.all([
      review({ idx: filed.idx, approve: true }),
      review({ idx: filed.idx, approve: true }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, Code.forbidden]);
    const shops = await app.db.selectFrom('shops').select('idx').where('owner_idx', '=', buyer.idx).execute();
    expect(shops).toHaveLength(1);
  });
});

describe('POST /api/v1/staff/shop/application/list', () => {
  it('filters by status, newest first, with paging', async () => {
    const buyer = await createBuyer(app);
    const first = await submitted(buyer.token);
    await review({ idx: first.idx, approve: false, reason: 'No photos' });
    const second = await submitted(buyer.token);
    const all = (await list()).body.data!;
    expect(all.paging).toMatchObject({ current: 1, size: 20 });
    expect(all.rows.map((r) => r.idx)).toEqual([...all.rows.map((r) => r.idx)].sort((a, b) => b - a));
    const rejected = (await list({ status: 'rejected' })).body.data!;
    expect(rejected.rows.every((row) => row.status === 'rejected')).toBe(true);
    expect(rejected.rows.map((row) => row.idx)).toContain(first.idx);
    expect(rejected.rows.map((row) => row.idx)).not.toContain(second.idx);
    const total = await app.db
      .selectFrom('shop_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'rejected')
      .executeTakeFirstOrThrow();
    expect(rejected.paging.total).toBe(Number(total.n));
    expect((await list({ status: 'lost' })).body).toMatchObject({ code: Code.invalidInput, data: { field: 'status' } });
    expect((await list({ page: 2 })).body.data?.paging.current).toBe(2);
  });
});
