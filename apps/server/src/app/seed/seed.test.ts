import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@storefront/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/accounts/passwords.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { GoodsDimension } from '../../db/schema.ts';
import { generateGoods } from './goods-gen.ts';
import { growCatalog, seedDemoData } from './seed.ts';
import { DEMO_SECOND_WAREHOUSE, DEMO_SELLER_EXTRAS } from './seller-goods.ts';
import { SELLER_MONTH_ORDERS, SELLER_SHIPPED, SELLER_TO_SHIP } from './seller-orders.ts';
import { commissionOf } from '../../modules/orders/order-settlement.ts';

let handle: DatabaseHandle;
let uploadsDir: string;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
  firstRun = await seedDemoData(handle.db, { uploadsDir });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

/** `/uploads/seed/goods/x-480.webp` -> the file under the test's uploads dir. */
const fileOf = (url: string): string => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

/** Every dimension_value a product must have skus for: value indexes joined by '_'. */
function expectedDimensionValues(dimensions: GoodsDimension[]): string[] {
  return dimensions.reduce<string[]>(
    (combos, dimension) =>
      combos.flatMap((prefix) => dimension.values.map((_, i) => (prefix === '' ? String(i) : `${prefix}_${i}`))),
    [''],
  );
}

async function tableCounts(): Promise<Record<string, number>> {
  const db = handle.db;
  const count = async (
    table:
      | 'users'
      | 'wallets'
      | 'wallet_ledger'
      | 'addresses'
      | 'categories'
      | 'shops'
      | 'goods'
      | 'skus'
      | 'cms_notices'
      | 'reviews',
  ) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const tables = [
    'users',
    'wallets',
    'wallet_ledger',
    'addresses',
    'categories',
    'shops',
    'goods',
    'skus',
    'cms_notices',
    'reviews',
  ] as const;
  const counts = await Promise.all(tables.map(count));
  return Object.fromEntries(tables.map((t, i) => [t, counts[i] ?? -1]));
}

describe('seedDemoData', () => {
  it("gives the demo buyer a living inbox: the demo seller's shop and two others, every kind of message, some unread", async () => {
    const subjects = await handle.db
      .selectFrom('pm_subjects as s')
      .innerJoin('users as b', 'b.idx', 's.buyer_idx')
      .innerJoin('shops as sh', 'sh.idx', 's.shop_idx')
      .innerJoin('users as o', 'o.idx', 'sh.owner_idx')
      .select(['s.idx', 's.seller_idx', 'sh.owner_idx', 'b.email as buyer', 'o.email as owner', 's.buyer_unread'])
      .orderBy('s.update_at', 'desc')
      .execute();
    expect(subjects).toHaveLength(3);
    expect(subjects.every((s) => s.buyer === 'buyer@demo.shop' && s.seller_idx === s.owner_idx)).toBe(true);
    expect(subjects.map((s) => s.owner)).toContain('seller@demo.shop');
    const messages = await handle.db
      .selectFrom('pm_messages')
      .select(['subject_idx', 'sender_idx', 'flag', 'body', 'readed'])
      .execute();
    expect(new Set(messages.map((m) => m.flag))).toEqual(new Set([1, 2, 3]));
    for (const subject of subjects) {
      const unread = messages.filter(
        (m) => m.subject_idx === subject.idx && m.sender_idx === subject.seller_idx && !m.readed,
      );
      expect(unread).toHaveLength(subject.buyer_unread);
    }
    expect(subjects.reduce((sum, s) => sum + s.buyer_unread, 0)).toBeGreaterThan(0);
    for (const card of messages.filter((m) => m.flag === 3)) {
      const parsed = JSON.parse(card.body) as { idx: number; price: number; title: string; urlCover: string };
      expect(parsed.title).not.toBe('');
      expect(fileOf(parsed.urlCover)).toBeTruthy();
    }
    for (const picture of messages.filter((m) => m.flag === 2))
      expect((await sharp(fileOf(picture.body)).metadata()).format).toBe('webp');
  });

  it('reports that it seeded an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('creates the three demo accounts with their roles, wallets and working passwords', async () => {
    const users = await handle.db
      .selectFrom('users')
      .leftJoin('wallets', 'wallets.user_idx', 'users.idx')
      .select([
        'users.idx',
        'email',
        'name',
        'role',
        'admin',
        'avatar',
        'password_hash',
        'trade_password_hash',
        'wallets.balance',
      ])
      .where('email', 'in', ['buyer@demo.shop', 'seller@demo.shop', 'staff@demo.shop'])
      .orderBy('users.idx')
      .execute();
    expect(users.map((u) => [u.email, u.role, u.name, u.admin])).toEqual([
      ['buyer@demo.shop', 'buyer', 'Demo Buyer', false],
      ['seller@demo.shop', 'seller', 'Demo Seller', false],
      ['staff@demo.shop', 'staff', 'Support Agent', true],
    ]);
    for (const user of users) {
      expect(user.balance).not.toBeNull();
      expect(user.avatar).toBe(`/uploads/seed/avatars/user-${user.idx}-96.webp`);
      expect(await verifyPassword(user.password_hash, 'demo1234')).toBe(true);
    }
    const buyer = users[0];
    expect(buyer?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(buyer?.trade_password_hash, '123456')).toBe(true);

    const withoutWallet = await handle.db
      .selectFrom('users')
      .leftJoin('wallets', 'wallets.user_idx', 'users.idx')
      .select('users.idx')
      .where('wallets.user_idx', 'is', null)
      .execute();
    expect(withoutWallet).toEqual([]);

    const seller = users[1];
    const shop = await handle.db
      .selectFrom('shops')
      .selectAll()
      .where('owner_idx', '=', seller?.idx ?? 0)
      .executeTakeFirst();
    expect(shop?.name).toBe('Demo Seller Store');
  });

  it("funds the buyer's wallet with a ledger that sums to the balance, and gives a default address", async () => {
    const buyer = await handle.db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_idx', 'users.idx')
      .select(['users.idx', 'wallets.balance'])
      .where('email', '=', 'buyer@demo.shop')
      .executeTakeFirstOrThrow();
    const ledger = await handle.db.selectFrom('wallet_ledger').selectAll().where('user_idx', '=', buyer.idx).execute();
    expect(buyer.balance).toBe(500_000);
    expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(buyer.balance);
    // The demo balance, then a top-up that paid for the seeded month of the demo seller's orders.
    expect(ledger.filter((row) => row.kind === 'recharge').map((row) => row.reference)).toEqual(['seed', 'seed']);
    expect(ledger.filter((row) => row.kind === 'payment')).toHaveLength(
      SELLER_MONTH_ORDERS + SELLER_TO_SHIP + SELLER_SHIPPED,
    );
    expect(ledger.at(-1)?.balance_after).toBe(500_000);
    const addresses = await handle.db.selectFrom('addresses').selectAll().where('user_idx', '=', buyer.idx).execute();
    expect(addresses.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('gives the demo seller a month of completed orders, settled less 5% commission, and orders to ship', async () => {
    const seller = await handle.db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_idx', 'users.idx')
      .innerJoin('shops', 'shops.owner_idx', 'users.idx')
      .select(['users.idx', 'wallets.balance', 'shops.idx as shopIdx'])
      .where('email', '=', 'seller@demo.shop')
      .executeTakeFirstOrThrow();
    const month = await handle.db
      .selectFrom('orders')
      .select(['status', 'total', 'commission', 'settled_at', 'completed_at'])
      .where('shop_idx', '=', seller.shopIdx)
      .where('order_no', 'like', '%9____')
      .where('created_at', '>', new Date(Date.now() - 40 * 86_400_000))
      .execute();
    const completed = month.filter((o) => o.status === 'completed' && o.settled_at !== null);
    expect(completed).toHaveLength(SELLER_MONTH_ORDERS);
    expect(month.filter((o) => o.status === 'paid')).toHaveLength(SELLER_TO_SHIP);
    expect(month.filter((o) => o.status === 'shipped')).toHaveLength(SELLER_SHIPPED);
    const days = new Set(completed.map((o) => o.completed_at!.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(15);
    for (const o of completed) expect(o.commission).toBe(commissionOf(o.total, 5));
    const ledger = await handle.db.selectFrom('wallet_ledger').selectAll().where('user_idx', '=', seller.idx).execute();
    expect(ledger.filter((r) => r.kind === 'sale')).toHaveLength(SELLER_MONTH_ORDERS);
    const net = completed.reduce((sum, o) => sum + o.total - o.commission, 0);
    expect(seller.balance).toBe(net);
    expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(seller.balance);
  });

  it('creates twelve categories named in all 16 languages', async () => {
    const categories = await handle.db.selectFrom('categories').selectAll().execute();
    expect(categories).toHaveLength(12);
    for (const category of categories) {
      expect(Object.keys(category.names).sort()).toEqual([...LANGUAGES].sort());
      for (const name of Object.values(category.names)) expect(name.trim()).not.toBe('');
      expect(category.icon).not.toBe('');
    }
    // Translated, not English copied everywhere.
    const fashion = categories.find((c) => c.slug === 'fashion');
    expect(new Set(Object.values(fashion?.names ?? {})).size).toBeGreaterThan(8);
  });

  it('creates 15 shops, each with its own seller, and gives the demo seller at least 20 goods', async () => {
    const shops = await handle.db
      .selectFrom('shops')
      .innerJoin('users', 'users.idx', 'shops.owner_idx')
      .select(['shops.idx', 'shops.name', 'shops.rating', 'shops.logo', 'users.role', 'users.email'])
      .select((eb) =>
        eb
          .selectFrom('goods')
          .whereRef('goods.shop_idx', '=', 'shops.idx')
          .select(eb.fn.countAll<number>().as('n'))
          .as('goods'),
      )
      .execute();
    expect(shops).toHaveLength(15);
    expect(new Set(shops.map((s) => s.email)).size).toBe(15);
    for (const shop of shops) {
      expect(shop.role).toBe('seller');
      expect(shop.rating).toBeGreaterThanOrEqual(3.8);
      expect(shop.rating).toBeLessThanOrEqual(5);
      expect((await sharp(fileOf(shop.logo)).metadata()).format).toBe('webp');
    }
    const demo = shops.find((s) => s.email === 'seller@demo.shop');
    expect(Number(demo?.goods)).toBeGreaterThanOrEqual(20);
  });

  it('creates 400 goods on sale whose skus cover exactly the combinations of their dimensions', async () => {
    const goods = await handle.db
      .selectFrom('goods')
      .selectAll()
      .where('status', '=', 'on_sale')
      .orderBy('idx')
      .execute();
    const skus = await handle.db.selectFrom('skus').selectAll().execute();
    expect(goods).toHaveLength(400);
    const skusByGoods = new Map<number, typeof skus>();
    for (const sku of skus) skusByGoods.set(sku.goods_idx, [...(skusByGoods.get(sku.goods_idx) ?? []), sku]);
    for (const g of goods) {
      const own = skusByGoods.get(g.idx) ?? [];
      expect(g.dimensions.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.map((s) => s.dimension_value).sort()).toEqual(expectedDimensionValues(g.dimensions).sort());
      expect(g.stock).toBe(own.reduce((sum, s) => sum + s.stock, 0));
      expect(g.price).toBe(Math.min(...own.map((s) => s.price)));
      expect(g.status).toBe('on_sale');
      expect(g.images.length).toBeGreaterThanOrEqual(2);
      expect(g.images[0]).toBe(g.cover);
      expect(g.rating === 0 || (g.rating >= 3 && g.rating <= 5)).toBe(true);
      if (g.discount_price !== null) expect(g.discount_price).toBeLessThan(g.price);
    }
    const discounted = goods.filter((g) => g.discount_price !== null).length;
    expect(discounted / goods.length).toBeGreaterThan(0.2);
    expect(discounted / goods.length).toBeLessThan(0.4);
    // Deterministic: the first product is always the generator's product #0.
    expect(goods[0]?.title).toBe(generateGoods(0).title);
  });

  it('writes every referenced image as a real WebP, with the 240/480/960 srcset siblings', async () => {
    const goods = await handle.db.selectFrom('goods').select(['cover', 'images']).execute();
    const urls = new Set(goods.flatMap((g) => [g.cover, ...g.images]));
    expect(urls.size).toBeGreaterThan(12);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/goods\/[a-z]+-[a-z-]+-480\.webp$/);
      const meta = await sharp(fileOf(url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
    }
    const sample = [...urls][0] ?? '';
    for (const width of [240, 960]) {
      const meta = await sharp(fileOf(sample.replace('-480.webp', `-${width}.webp`))).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
    const avatars = await handle.db.selectFrom('users').select('avatar').execute();
    for (const { avatar } of avatars) expect((await sharp(fileOf(avatar)).metadata()).width).toBe(96);
  });

  it('creates three notices, one of them active', async () => {
    const notices = await handle.db.selectFrom('cms_notices').selectAll().execute();
    expect(notices).toHaveLength(3);
    expect(notices.filter((n) => n.active)).toHaveLength(1);
  });

  it('backs every review with a completed order of the reviewer for that product', async () => {
    const reviews = await handle.db
      .selectFrom('reviews as r')
      .innerJoin('order_items as oi', 'oi.idx', 'r.order_item_idx')
      .innerJoin('orders as o', 'o.idx', 'oi.order_idx')
      .innerJoin('users as u', 'u.idx', 'r.user_idx')
      .innerJoin('goods as g', 'g.idx', 'r.goods_idx')
      .select([
        'r.idx',
        'r.goods_idx',
        'r.user_idx',
        'r.rating',
        'r.body',
        'r.photos',
        'r.created_at',
        'oi.goods_idx as item_goods',
        'oi.reviewed',
        'o.user_idx as buyer',
        'o.status',
        'o.completed_at',
        'u.email',
        'u.role',
        'g.images',
      ])
      .orderBy('r.idx')
      .execute();
    expect(reviews.length).toBeGreaterThan(300);
    expect(await handle.db.selectFrom('reviews').select('idx').execute()).toHaveLength(reviews.length);
    for (const review of reviews) {
      expect(review.item_goods).toBe(review.goods_idx);
      expect(review.buyer).toBe(review.user_idx);
      expect(review.status).toBe('completed');
      expect(review.reviewed).toBe(true);
      expect(review.completed_at?.getTime()).toBeLessThanOrEqual(review.created_at.getTime());
      expect(review.created_at.getTime()).toBeLessThan(Date.now());
      expect(review.email).toMatch(/^reviewer\d+@demo\.shop$/);
      expect(review.role).toBe('buyer');
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.body.length).toBeGreaterThan(10);
      expect(review.photos.length).toBeLessThanOrEqual(2);
      for (const photo of review.photos) expect(review.images).toContain(photo);
    }
    expect(reviews.some((r) => r.photos.length > 0)).toBe(true);
    // Newest first by idx is also newest first by date.
    const times = reviews.map((r) => r.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(mean).toBeGreaterThan(3.6);
  });

  it('reviews the first goods and every product of the demo seller, keeping their generated totals', async () => {
    const goods = await handle.db
      .selectFrom('goods as g')
      .innerJoin('shops as s', 's.idx', 'g.shop_idx')
      .innerJoin('users as u', 'u.idx', 's.owner_idx')
      .select(['g.idx', 'g.review_count', 'g.rating', 'u.email'])
      .select((eb) =>
        eb
          .selectFrom('reviews as r')
          .whereRef('r.goods_idx', '=', 'g.idx')
          .select(eb.fn.countAll<number>().as('n'))
          .as('reviews'),
      )
      .orderBy('g.idx')
      .limit(400)
      .execute();
    goods.forEach((g, ordinal) => {
      const draft = generateGoods(ordinal);
      expect([g.review_count, g.rating]).toEqual([draft.reviewCount, draft.rating]);
      const expected = ordinal < 120 || g.email === 'seller@demo.shop' ? Math.min(3, g.review_count) : 0;
      expect(Number(g.reviews)).toBe(expected);
    });
  });

  it('gives the reviewers buyer accounts with empty wallets and one order per shop', async () => {
    const reviewers = await handle.db
      .selectFrom('users as u')
      .innerJoin('wallets as w', 'w.user_idx', 'u.idx')
      .select(['u.idx', 'u.role', 'u.password_hash', 'w.balance'])
      .where('u.email', 'like', 'reviewer%@demo.shop')
      .execute();
    expect(reviewers).toHaveLength(12);
    for (const r of reviewers) expect([r.role, r.balance]).toEqual(['buyer', 0]);
    expect(await verifyPassword(reviewers[0]?.password_hash, 'demo1234')).toBe(true);

    // The demo buyer's own orders (the demo seller's month) are checked by their own test.
    const demoBuyer = await handle.db
      .selectFrom('users')
      .select('idx')
      .where('email', '=', 'buyer@demo.shop')
      .executeTakeFirstOrThrow();
    const orders = await handle.db
      .selectFrom('orders as o')
      .where('o.user_idx', '!=', demoBuyer.idx)
      .select([
        'o.idx',
        'o.user_idx',
        'o.shop_idx',
        'o.total',
        'o.address',
        'o.paid_at',
        'o.shipped_at',
        'o.completed_at',
      ])
      .select((eb) => [
        eb
          .selectFrom('order_items as oi')
          .whereRef('oi.order_idx', '=', 'o.idx')
          .select(sql<number>`sum(oi.price * oi.quantity)`.as('sum'))
          .as('items_total'),
        eb
          .selectFrom('order_events as e')
          .whereRef('e.order_idx', '=', 'o.idx')
          .select(sql<string>`string_agg(e.status, ',' order by e.created_at)`.as('statuses'))
          .as('timeline'),
      ])
      .execute();
    const reviewerIdxs = new Set(reviewers.map((r) => r.idx));
    expect(orders.every((o) => reviewerIdxs.has(o.user_idx))).toBe(true);
    expect(new Set(orders.map((o) => `${o.user_idx}:${o.shop_idx}`)).size).toBe(orders.length);
    for (const order of orders) {
      expect(Number(order.items_total)).toBe(order.total);
      expect(order.timeline).toBe('pending,paid,shipped,completed');
      expect(order.address.name).not.toBe('');
      expect(order.paid_at! < order.shipped_at! && order.shipped_at! < order.completed_at!).toBe(true);
    }
    const reviewed = await handle.db
      .selectFrom('order_items')
      .select('reviewed')
      .where(
        'order_idx',
        'in',
        orders.map((o) => o.idx),
      )
      .execute();
    expect(reviewed.every((i) => i.reviewed)).toBe(true);
  });

  it('gives the demo seller a draft, an off-shelf product with a German title, and a second warehouse', async () => {
    const shop = await handle.db
      .selectFrom('shops as s')
      .innerJoin('users as u', 'u.idx', 's.owner_idx')
      .select('s.idx')
      .where('u.email', '=', 'seller@demo.shop')
      .executeTakeFirstOrThrow();
    const warehouses = await handle.db
      .selectFrom('warehouses')
      .select(['idx', 'name', 'city', 'country'])
      .where('shop_idx', '=', shop.idx)
      .orderBy('idx')
      .execute();
    expect(warehouses).toHaveLength(2);
    expect(warehouses[1]).toMatchObject(DEMO_SECOND_WAREHOUSE);
    const extras = await handle.db
      .selectFrom('goods')
      .selectAll()
      .where('shop_idx', '=', shop.idx)
      .where('status', '!=', 'on_sale')
      .orderBy('idx')
      .execute();
    expect(extras.map((g) => [g.title, g.status])).toEqual(DEMO_SELLER_EXTRAS.map((e) => [e.title, e.status]));
    for (const g of extras) {
      const skus = await handle.db.selectFrom('skus').selectAll().where('goods_idx', '=', g.idx).execute();
      expect(skus.map((s) => s.dimension_value).sort()).toEqual(expectedDimensionValues(g.dimensions).sort());
      expect(g.stock).toBe(skus.reduce((sum, s) => sum + s.stock, 0));
      expect(g.price).toBe(Math.min(...skus.map((s) => s.price)));
      expect(g.images[0]).toBe(g.cover);
      expect(skus.every((s) => s.sku_code !== '')).toBe(true);
    }
    expect(extras[1]?.warehouse_idx).toBe(warehouses[1]?.idx);
    const german = await handle.db
      .selectFrom('goods_translations')
      .select(['lang', 'title'])
      .where('goods_idx', '=', extras[1]?.idx ?? 0)
      .execute();
    expect(german).toEqual([{ lang: 'de', title: 'Gebürstetes Flanellhemd mit Karomuster' }]);
  });

  it('does nothing when called again', async () => {
    const before = await tableCounts();
    await expect(seedDemoData(handle.db, { uploadsDir })).resolves.toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });

  it('draws the same pictures for a second host that joins the seeded database with an empty DATA_DIR', async () => {
    const secondHost = await mkdtemp(path.join(os.tmpdir(), 'seed-test-host-'));
    try {
      await expect(seedDemoData(handle.db, { uploadsDir: secondHost })).resolves.toEqual({ seeded: false });
      const pictures = await handle.db
        .selectFrom('users')
        .select('avatar')
        .where('avatar', 'like', '/uploads/seed/%')
        .union(handle.db.selectFrom('shops').select('logo as avatar').where('logo', 'like', '/uploads/seed/%'))
        .union(handle.db.selectFrom('goods').select('cover as avatar').where('cover', 'like', '/uploads/seed/%'))
        .execute();
      expect(pictures.length).toBeGreaterThan(50);
      for (const { avatar } of pictures) {
        const relative = (avatar ?? '').replace(/^\/uploads\//, '');
        const [first, second] = await Promise.all([
          readFile(path.join(uploadsDir, relative)),
          readFile(path.join(secondHost, relative)),
        ]);
        expect(second.equals(first), relative).toBe(true);
      }
    } finally {
      await rm(secondHost, { recursive: true, force: true });
    }
  });

  it('grows the catalog to a target size with the same products a bigger seed would make', async () => {
    await expect(growCatalog(handle.db, { target: 450, uploadsDir })).resolves.toBe(50);
    const added = await handle.db
      .selectFrom('goods')
      .select('title')
      .where('status', '=', 'on_sale')
      .orderBy('idx')
      .offset(400)
      .execute();
    expect(added.map((g) => g.title)).toEqual(Array.from({ length: 50 }, (_, i) => generateGoods(400 + i).title));
    await expect(growCatalog(handle.db, { target: 450, uploadsDir })).resolves.toBe(0);
  });
});
