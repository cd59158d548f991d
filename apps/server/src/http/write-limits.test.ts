import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app/app-services.ts';
import { buildApp, type BuiltApp } from '../app/app.ts';
import { createShop, skuOf, type TestShop } from '../../test/commerce-helpers.ts';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../test/test-app.ts';
import { filePart, makePng, postUpload } from '../../test/upload-helpers.ts';
import { createStaff } from '../modules/livechat/livechat.test-helpers.ts';
import { allCalls } from '../app/all-calls.ts';

/*
 * Issue 20's attack probe: the seller centre's and the admin console's write calls are limited per
 * account AND per client address (tokens are free), in the database's windows so every process
 * counts alike, and the count holds when the calls race.
 */
const ON = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const PER_ACCOUNT = 5;
const PER_ADDRESS = 8;
const ADMIN_PER_ACCOUNT = 3;
const UPLOADS_PER_ADDRESS = 3;
const GERMAN_REFUSAL = { code: 4029, message: 'Zu viele Versuche, bitte versuchen Sie es später erneut' };

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    SELLER_WRITE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    SELLER_WRITE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    SELLER_WRITE_WINDOW_SECONDS: '60',
    ADMIN_WRITE_LIMIT_PER_ACCOUNT: String(ADMIN_PER_ACCOUNT),
    ADMIN_WRITE_LIMIT_PER_ADDRESS: '50',
    UPLOAD_LIMIT_PER_ADDRESS: String(UPLOADS_PER_ADDRESS),
  });
});
afterAll(async () => app.destroy());

let addressCounter = 0;
/** A client address no other test of this file uses, so each test starts with the address's budget whole. */
const freshAddress = () => `203.0.113.${++addressCounter}`;

const setStock = (shop: TestShop, stock: number, ip: string, lang = 'en') =>
  app.call('seller/goods/stock', { skuIdx: skuOf(shop).idx, stock }, { token: shop.owner.token, ip, lang });

const skuStock = async (shop: TestShop) =>
  (await app.db.selectFrom('skus').select('stock').where('idx', '=', skuOf(shop).idx).executeTakeFirstOrThrow()).stock;

const shippingSave = (target: TestApp | BuiltApp, shop: TestShop, country: string, ip: string) =>
  'call' in target
    ? target.call('seller/shipping/save', shippingOption(country), { token: shop.owner.token, ip })
    : target.app
        .inject({
          method: 'POST',
          url: '/api/v1/seller/shipping/save',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', 'x-token': shop.owner.token },
          payload: JSON.stringify({ ...shippingOption(country), context: { lang: 'en' } }),
        })
        .then((response) => ({ body: response.json<{ code: number }>() }));

const shippingOption = (country: string) => ({ country, fee: 500, freeOver: null, daysMin: 2, daysMax: 5 });
const COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'PT', 'GB', 'US', 'CA', 'JP', 'KR', 'AU'];

const optionsOf = async (shop: TestShop) =>
  (await app.db.selectFrom('shipping_options').select('country').where('shop_idx', '=', shop.idx).execute()).length;

const codes = (answers: { body: { code: number } }[]) => answers.map((answer) => answer.body.code).sort();

describe('the seller centre and admin write calls carry a limit', () => {
  it('every write call of the seller centre and the admin console is limited, and no read is', () => {
    const limited = allCalls({} as AppServices)
      .filter((call) => call.writeLimit !== undefined)
      .map((call) => `${call.writeLimit} ${call.path}`)
      .sort();
    expect(limited).toEqual(
      [
        'admin admin/account/disable',
        'admin admin/account/enable',
        'admin admin/goods/takedown',
        'admin admin/shop/close',
        'admin admin/shop/reopen',
        'admin admin/staff/set',
        'seller seller/goods/delete',
        'seller seller/goods/save',
        'seller seller/goods/status',
        'seller seller/goods/stock',
        'seller seller/order/cancel',
        'seller seller/order/refund',
        'seller seller/order/ship',
        'seller seller/shipping/delete',
        'seller seller/shipping/save',
        'seller seller/shop/save',
        'seller seller/warehouse/delete',
        'seller seller/warehouse/save',
      ].sort(),
    );
  });
});

describe(`seller write limits on ${ON}`, () => {
  it('past the account limit a write answers 4029, translated, and changes nothing; reads still answer; the next window writes again', async () => {
    const shop = await createShop(app);
    const ip = freshAddress();
    for (let stock = 1; stock <= PER_ACCOUNT; stock++) expect((await setStock(shop, stock, ip)).body.code).toBe(0);
    expect((await setStock(shop, 99, ip, 'de')).body).toEqual(GERMAN_REFUSAL);
    // From another address too: the account's own budget is spent.
    expect((await setStock(shop, 98, freshAddress())).body.code).toBe(4029);
    expect(await skuStock(shop)).toBe(PER_ACCOUNT);
    const list = await app.call('seller/goods/list', {}, { token: shop.owner.token, ip });
    expect(list.body.code).toBe(0);
    app.limiterClock.advance(61);
    expect((await setStock(shop, 42, ip)).body.code).toBe(0);
    expect(await skuStock(shop)).toBe(42);
  });

  it('the accounts of one client address share its limit (fresh tokens do not help); another address still writes', async () => {
    const ip = freshAddress();
    const [first, second] = await Promise.all([createShop(app), createShop(app)]);
    for (let stock = 1; stock <= PER_ACCOUNT; stock++) expect((await setStock(first, stock, ip)).body.code).toBe(0);
    const answers = [];
    for (let stock = 1; stock <= PER_ACCOUNT; stock++) answers.push((await setStock(second, stock, ip)).body.code);
    expect(answers).toEqual([0, 0, 0, 4029, 4029]);
    expect(await skuStock(second)).toBe(PER_ADDRESS - PER_ACCOUNT);
    // The second account spent 5 hits (2 refused by the address): none left elsewhere either.
    expect((await setStock(second, 77, freshAddress())).body.code).toBe(4029);
    const third = await createShop(app);
    expect((await setStock(third, 77, freshAddress())).body.code).toBe(0);
  });

  it(`limit + 3 racing creates from one seller: exactly ${PER_ACCOUNT} accepted and made`, async () => {
    const shop = await createShop(app);
    const ip = freshAddress();
    const answers = await Promise.all(
      COUNTRIES.slice(0, PER_ACCOUNT + 3).map((country) => shippingSave(app, shop, country, ip)),
    );
    expect(codes(answers)).toEqual([...Array(PER_ACCOUNT).fill(0), 4029, 4029, 4029]);
    expect(await optionsOf(shop)).toBe(PER_ACCOUNT);
  });

  it(`limit + 3 racing creates from as many sellers behind one address: exactly ${PER_ADDRESS} accepted and made`, async () => {
    const shops = await Promise.all(Array.from({ length: PER_ADDRESS + 3 }, () => createShop(app)));
    const ip = freshAddress();
    const answers = await Promise.all(shops.map((shop) => shippingSave(app, shop, 'DE', ip)));
    expect(codes(answers)).toEqual([...Array(PER_ADDRESS).fill(0), 4029, 4029, 4029]);
    const made = await Promise.all(shops.map(optionsOf));
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(PER_ADDRESS);
  });

  it('the limit holds across two server processes on one database, racing', async () => {
    const second = await buildApp({ env: app.env, db: app.db, logger: false, limiterClock: app.limiterClock.now });
    try {
      const shop = await createShop(app);
      const ip = freshAddress();
      const answers = await Promise.all(
        COUNTRIES.slice(0, PER_ACCOUNT + 3).map((country, n) => shippingSave(n % 2 ? second : app, shop, country, ip)),
      );
      expect(codes(answers)).toEqual([...Array(PER_ACCOUNT).fill(0), 4029, 4029, 4029]);
      expect(await optionsOf(shop)).toBe(PER_ACCOUNT);
    } finally {
      await second.close();
    }
  });

  it('goods pictures: the accounts of one address share an upload limit, 4029 beyond, nothing stored', async () => {
    const ip = freshAddress();
    const [first, second] = await Promise.all([createShop(app), createShop(app)]);
    const png = await makePng(64, 48);
    const upload = (shop: TestShop, from: string) =>
      postUpload(app, [filePart(png)], { token: shop.owner.token, ip: from, headers: { 'accept-language': 'de' } });
    const answers = [];
    for (const shop of [first, first, second, second]) answers.push((await upload(shop, ip)).body);
    expect(answers.map((body) => body.code)).toEqual([0, 0, 0, 4029]);
    expect(answers[3]).toEqual(GERMAN_REFUSAL);
    const stored = await app.db.selectFrom('uploads').select('idx').where('user_idx', '=', second.owner.idx).execute();
    expect(stored).toHaveLength(1);
    expect((await upload(second, freshAddress())).body.code).toBe(0);
  });
});

describe(`admin write limits on ${ON}`, () => {
  it('an admin past the limit gets 4029 and the shop stays as it was', async () => {
    const admin = await createStaff(app);
    await app.db.updateTable('users').set({ admin: true }).where('idx', '=', admin.idx).execute();
    const shop = await createShop(app);
    const ip = freshAddress();
    const toggle = (n: number, lang = 'en') =>
      app.call(
        n % 2 ? 'admin/shop/reopen' : 'admin/shop/close',
        n % 2 ? { idx: shop.idx } : { idx: shop.idx, reason: 'fraud' },
        { token: admin.token, ip, lang },
      );
    for (let n = 0; n < ADMIN_PER_ACCOUNT; n++) expect((await toggle(n)).body.code).toBe(0);
    const closed = async () =>
      (await app.db.selectFrom('shops').select('status').where('idx', '=', shop.idx).executeTakeFirstOrThrow()).status;
    const before = await closed();
    expect((await toggle(ADMIN_PER_ACCOUNT, 'de')).body).toEqual(GERMAN_REFUSAL);
    expect(await closed()).toBe(before);
    // Reads of the console are not limited.
    expect((await app.call('admin/shop/search', { kw: '' }, { token: admin.token, ip })).body.code).toBe(0);
  });
});
