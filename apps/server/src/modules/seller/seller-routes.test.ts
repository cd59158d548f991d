import { Code, type ShopDetailView, type SuggestionView } from '@storefront/contract';
import type { SellerHome, SellerShop } from '@storefront/contract/api';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import {
  createPayingBuyer,
  createShop,
  line,
  ok,
  orderIdxOf,
  placedOrder,
  refused,
  skuOf,
  type TestShop,
} from '../../../test/commerce-helpers.ts';
import { filePart, makePng, postUpload, uploadPhoto } from '../../../test/upload-helpers.ts';
import { ensureWallet, lockWallet, postLedger } from '../wallet/wallet-ledger.ts';
import { orderSuite } from '../../../test/commerce-helpers.ts';

/** The seller centre's home (seller/home) and shop profile (seller/shop/detail, seller/shop/save), issue 20. */

const suite = orderSuite();

const SELLER_CALLS = ['seller/home', 'seller/shop/detail'] as const;

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbour Ceramics',
  logo: '',
  banner: '',
  description: 'Hand-thrown mugs and bowls.',
  lang: 'en',
  onHoliday: false,
  ...overrides,
});

/** The shop's row, less the name's key (filled in by any name check). */
async function shopRow(shopIdx: number) {
  const { name_key: _key, ...row } = await suite.app.db
    .selectFrom('shops')
    .selectAll()
    .where('idx', '=', shopIdx)
    .executeTakeFirstOrThrow();
  return row;
}

async function credit(userIdx: number, kind: 'sale' | 'commission', amount: number): Promise<number> {
  await ensureWallet(suite.app.db, userIdx);
  return suite.app.db.transaction().execute(async (trx) => {
    await lockWallet(trx, userIdx);
    return (await postLedger(trx, { userIdx, kind, amount })).idx;
  });
}

describe('who may call', () => {
  it('refuses a guest (4012) and a buyer without a shop (4003) on every seller call', async () => {
    const buyer = await createBuyer(suite.app);
    for (const path of [...SELLER_CALLS, 'seller/shop/save']) {
      const payload = path === 'seller/shop/save' ? profile() : {};
      expect((await refused(suite.app, path, payload, undefined)).code, path).toBe(Code.notSignedIn);
      const answer = await refused(suite.app, path, payload, buyer.token);
      expect(answer.code, path).toBe(Code.forbidden);
      expect(answer.message, path).toBe('Only shop owners can do this');
    }
  });

  it("shows each owner only their own shop, and one owner's save never touches another shop", async () => {
    const first = await createShop(suite.app);
    const second = await createShop(suite.app);
    const before = await shopRow(second.idx);
    const mine = await ok<SellerShop>(suite.app, 'seller/shop/detail', {}, first.owner.token);
    expect(mine.idx).toBe(first.idx);
    await ok(suite.app, 'seller/shop/save', profile({ name: `Renamed ${first.idx}` }), first.owner.token);
    expect(await shopRow(second.idx)).toEqual(before);
    expect((await shopRow(first.idx)).name).toBe(`Renamed ${first.idx}`);
  });
});

describe('seller/home', () => {
  it("counts the orders to ship, unread buyer messages, goods out of stock, 30 days' sales and earnings", async () => {
    const shop: TestShop = await createShop(suite.app, { price: 2_500, stock: 5 });
    const empty = await ok<SellerHome>(suite.app, 'seller/home', {}, shop.owner.token);
    expect(empty).toEqual({
      toShip: { count: 0, rows: [] },
      unreadMessages: 0,
      outOfStock: { count: 0, rows: [] },
      sales: { orders: 0, total: 0 },
      earnings: 0,
    });

    // Two paid orders to ship, one left unpaid (not to ship, not a sale).
    const buyer = await createPayingBuyer(suite.app, 100_000);
    const paid1 = await placedOrder(suite.app, buyer, [line(skuOf(shop, 0))]);
    const paid2 = await placedOrder(suite.app, buyer, [line(skuOf(shop, 1), 2)]);
    await placedOrder(suite.app, buyer, [line(skuOf(shop, 0))], false);
    // An order paid 40 days ago and completed: outside the window.
    const old = await placedOrder(suite.app, buyer, [line(skuOf(shop, 0))]);
    await suite.app.db
      .updateTable('orders')
      .set({ status: 'completed', paid_at: sql<Date>`now() - interval '40 days'` })
      .where('idx', '=', orderIdxOf(old))
      .execute();

    // Buyers wrote to the shop: 3 unread by its owner; one unread by a buyer does not count.
    await suite.app.db
      .insertInto('pm_subjects')
      .values([
        { buyer_idx: buyer.idx, seller_idx: shop.owner.idx, shop_idx: shop.idx, seller_unread: 3, buyer_unread: 1 },
      ])
      .execute();

    // Ledger: a sale of 4,000 less 200 commission, and an older sale outside the window.
    await credit(shop.owner.idx, 'sale', 4_000);
    await credit(shop.owner.idx, 'commission', -200);
    const oldSale = await credit(shop.owner.idx, 'sale', 9_000);
    await suite.app.db
      .updateTable('wallet_ledger')
      .set({ created_at: sql<Date>`now() - interval '31 days'` })
      .where('idx', '=', oldSale)
      .execute();

    // The product sells out in both colours.
    await suite.app.db.updateTable('skus').set({ stock: 0 }).where('goods_idx', '=', skuOf(shop).goodsIdx).execute();

    const home = await ok<SellerHome>(suite.app, 'seller/home', {}, shop.owner.token);
    const totals = [paid1, paid2].map((order) => order.orders[0]!.total);
    expect(home.toShip.count).toBe(2);
    expect(home.toShip.rows.map((row) => row.idx)).toEqual([orderIdxOf(paid1), orderIdxOf(paid2)]);
    expect(home.toShip.rows[0]).toMatchObject({ total: totals[0], orderNo: expect.any(String) as string });
    expect(home.unreadMessages).toBe(3);
    expect(home.outOfStock).toEqual({
      count: 1,
      rows: [{ idx: skuOf(shop).goodsIdx, title: expect.any(String) as string, cover: expect.any(String) as string }],
    });
    expect(home.sales).toEqual({ orders: 2, total: totals[0]! + totals[1]! });
    expect(home.earnings).toBe(3_800);

    // Another owner sees none of it.
    const other = await createShop(suite.app);
    const theirs = await ok<SellerHome>(suite.app, 'seller/home', {}, other.owner.token);
    expect(theirs.toShip.count).toBe(0);
    expect(theirs.unreadMessages).toBe(0);
    expect(theirs.sales.total).toBe(0);
  });
});

describe('seller/shop/save', () => {
  it('saves the profile: name, pictures uploaded by the owner, description, language, holiday', async () => {
    const shop = await createShop(suite.app);
    const logo = await uploadPhoto(suite.app, shop.owner.token);
    const banner = await uploadPhoto(suite.app, shop.owner.token);
    const saved = await ok<SellerShop>(
      suite.app,
      'seller/shop/save',
      profile({ name: `  Tidepool ${shop.idx}  `, logo, banner, lang: 'de', description: '  Steingut.  ' }),
      shop.owner.token,
    );
    expect(saved).toEqual({
      idx: shop.idx,
      name: `Tidepool ${shop.idx}`,
      logo,
      banner,
      description: 'Steingut.',
      lang: 'de',
      onHoliday: false,
    });
    expect(await ok(suite.app, 'seller/shop/detail', {}, shop.owner.token)).toEqual(saved);
    // Saved again unchanged (the current pictures sent back) is fine.
    const { idx: _idx, ...unchanged } = saved;
    expect(await ok(suite.app, 'seller/shop/save', profile(unchanged), shop.owner.token)).toEqual(saved);
  });

  it('refuses bad input with 4000 naming the field, and changes nothing', async () => {
    const shop = await createShop(suite.app);
    const stranger = await createBuyer(suite.app);
    const theirs = await uploadPhoto(suite.app, stranger.token);
    const privateOwn = await uploadPhoto(suite.app, shop.owner.token, 'private');
    const before = await shopRow(shop.idx);
    const cases: [Record<string, unknown>, string][] = [
      [profile({ name: '' }), 'name'],
      [profile({ name: 'x' }), 'name'],
      [profile({ name: 'n'.repeat(61) }), 'name'],
      [profile({ name: '\u200B \u200B' }), 'name'],
      [profile({ logo: theirs }), 'logo'],
      [profile({ banner: theirs }), 'banner'],
      [profile({ logo: privateOwn }), 'logo'],
      [profile({ logo: '/uploads/never-uploaded.webp' }), 'logo'],
      [profile({ description: 'd'.repeat(2001) }), 'description'],
      [profile({ lang: 'xx' }), 'lang'],
      [profile({ onHoliday: 'yes' }), 'onHoliday'],
    ];
    for (const [payload, field] of cases) {
      const answer = await suite.app.call('seller/shop/save', payload, { token: shop.owner.token, lang: 'de' });
      expect(answer.body.code, field).toBe(Code.invalidInput);
      expect((answer.body.data as { field: string }).field, JSON.stringify(payload).slice(0, 80)).toBe(field);
      expect(answer.body.message, field).toBeTruthy();
    }
    expect(await shopRow(shop.idx)).toEqual(before);
  });

  it('refuses an SVG or oversized logo at the upload, so it can never be saved', async () => {
    const shop = await createShop(suite.app);
    const svg = await postUpload(
      suite.app,
      [filePart('<svg xmlns="http://www.w3.org/2000/svg"/>', 'logo.svg', 'image/svg+xml')],
      { token: shop.owner.token },
    );
    expect(svg.body.code).not.toBe(0);
    const big = await postUpload(
      suite.app,
      [filePart(Buffer.concat([await makePng(8, 8), Buffer.alloc(10 * 1024 * 1024)]), 'logo.png')],
      { token: shop.owner.token },
    );
    expect(big.body.code).not.toBe(0);
  });

  it("refuses another shop's name and its look-alikes with the translated taken-name message", async () => {
    const shop = await createShop(suite.app);
    const other = await createShop(suite.app);
    const otherName = (await shopRow(other.idx)).name;
    const before = await shopRow(shop.idx);
    const lookAlikes = [
      otherName,
      otherName.toUpperCase(),
      otherName.replace(' ', ' \u200B'),
      otherName.replace('T', '\uFF34'),
    ];
    for (const name of lookAlikes) {
      const answer = await suite.app.call('seller/shop/save', profile({ name }), {
        token: shop.owner.token,
        lang: 'fr',
      });
      expect(answer.body, JSON.stringify(name)).toMatchObject({
        code: Code.invalidInput,
        data: { field: 'name' },
        message: 'Une boutique porte déjà ce nom',
      });
    }
    expect(await shopRow(shop.idx)).toEqual(before);
    // Its own name in another case is no clash.
    const own = before.name.toUpperCase();
    expect((await ok<SellerShop>(suite.app, 'seller/shop/save', profile({ name: own }), shop.owner.token)).name).toBe(
      own,
    );
  });

  it('a renamed shop is found by its new name in the header search, no longer by the old one', async () => {
    const shop = await createShop(suite.app);
    await ok(suite.app, 'seller/shop/save', profile({ name: `Oldname Pottery ${shop.idx}` }), shop.owner.token);
    await ok(suite.app, 'seller/shop/save', profile({ name: `Quillfeather ${shop.idx}` }), shop.owner.token);
    const found = await ok<SuggestionView[]>(suite.app, 'search/suggestion', { kw: 'quillfeather' }, shop.owner.token);
    expect(found.filter((row) => row.idx === shop.idx).map((row) => row.name)).toEqual([`Quillfeather ${shop.idx}`]);
    const gone = await ok<SuggestionView[]>(
      suite.app,
      'search/suggestion',
      { kw: 'oldname pottery' },
      shop.owner.token,
    );
    expect(gone.filter((row) => row.idx === shop.idx)).toEqual([]);
  });

  it("shows closed for holidays on the shop's public data, and open again after", async () => {
    const shop = await createShop(suite.app);
    const publicView = async () => ok<ShopDetailView>(suite.app, 'shop/detail', { idx: shop.idx }, '');
    expect((await publicView()).onHoliday).toBe(false);
    await ok(
      suite.app,
      'seller/shop/save',
      profile({ name: `Holiday ${shop.idx}`, onHoliday: true }),
      shop.owner.token,
    );
    expect((await publicView()).onHoliday).toBe(true);
    await ok(suite.app, 'seller/shop/save', profile({ name: `Holiday ${shop.idx}` }), shop.owner.token);
    expect((await publicView()).onHoliday).toBe(false);
  });
});
