import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Database, GoodsDimension } from '../../db/schema.ts';
import { ensureMonograms } from './images.ts';
import { avatarName, seedImageUrl } from './paths.ts';
import { Rng } from './prng.ts';
import { REVIEWERS, reviewBody, reviewStars, type ReviewerSeed } from './review-texts.ts';
import { DEMO_PASSWORD, initials } from './shops.ts';

/**
 * Reviews for the demo catalog. A review needs a purchase, so a dozen reviewer accounts get
 * completed orders (one per shop they bought from) whose items they then reviewed. The goods'
 * review_count and rating stay as generated: they stand for a longer history than these rows.
 */

/** The first this many goods get reviews, plus every product of the demo seller's shop. */
const REVIEWED_GOODS = 120;
/** The demo seller's goods are reviewed among the first this many (the default catalog). */
const DEMO_SHOP_GOODS = 400;
const REVIEWS_PER_GOODS = 3;
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/** One argon2id hash per reviewer, made before the seed's transaction like the demo accounts'. */
export function hashReviewerPasswords(): Promise<string[]> {
  return Promise.all(REVIEWERS.map(() => hashPassword(DEMO_PASSWORD)));
}

interface ReviewedGoods {
  idx: number;
  ord: number;
  shop_idx: number;
  title: string;
  cover: string;
  images: string[];
  dimensions: GoodsDimension[];
  rating: number;
  review_count: number;
}

interface Sku {
  idx: number;
  goods_idx: number;
  dimension_value: string;
  price: number;
  discount_price: number | null;
}

interface ItemPlan {
  goods: ReviewedGoods;
  sku: Sku;
  label: string;
  quantity: number;
  rating: number;
  body: string;
  photos: string[];
  reviewAt: number;
}

interface OrderPlan {
  reviewer: number;
  shopIdx: number;
  items: ItemPlan[];
}

/** "Colour: Navy, Size: M" for dimension_value "1_2". */
function variantOf(dimensions: GoodsDimension[], value: string): { label: string; colour: string | null } {
  const picks = value.split('_').map((i, d) => ({ dimension: dimensions[d], value: dimensions[d]?.values[Number(i)] }));
  const label = picks
    .filter((p) => p.dimension && p.value)
    .map((p) => `${p.dimension?.name}: ${p.value?.label}`)
    .join(', ');
  const colour = picks.find((p) => p.dimension?.name === 'Colour')?.value?.label ?? null;
  return { label, colour };
}

/** Which reviewer reviewed what: orders keyed by reviewer and shop, items with their review. */
function planOrders(goods: readonly ReviewedGoods[], skus: readonly Sku[]): OrderPlan[] {
  const skusByGoods = new Map<number, Sku[]>();
  for (const sku of skus) skusByGoods.set(sku.goods_idx, [...(skusByGoods.get(sku.goods_idx) ?? []), sku]);
  const orders = new Map<string, OrderPlan>();
  const reviewerIndexes = REVIEWERS.map((_, i) => i);
  for (const g of goods) {
    const rng = Rng.for('review', g.ord);
    const own = skusByGoods.get(g.idx) ?? [];
    if (own.length === 0) continue;
    for (const reviewer of rng.sample(reviewerIndexes, Math.min(REVIEWS_PER_GOODS, g.review_count))) {
      const sku = rng.pick(own);
      const variant = variantOf(g.dimensions, sku.dimension_value);
      const rating = reviewStars(rng, g.rating);
      const key = `${reviewer}:${g.shop_idx}`;
      const order = orders.get(key) ?? { reviewer, shopIdx: g.shop_idx, items: [] };
      orders.set(key, order);
      order.items.push({
        goods: g,
        sku,
        label: variant.label,
        quantity: rng.chance(0.8) ? 1 : 2,
        rating,
        body: reviewBody(rng, rating, variant.colour),
        photos: rating >= 3 && rng.chance(0.15) ? rng.sample(g.images, rng.int(1, 2)) : [],
        reviewAt: 0,
      });
    }
  }
  return [...orders.values()];
}

async function insertReviewers(
  db: Kysely<Database>,
  passwords: readonly string[],
  uploadsDir: string,
  now: number,
): Promise<number[]> {
  const users = await db
    .insertInto('users')
    .values(
      REVIEWERS.map((r, i) => ({
        email: r.email,
        name: r.name,
        role: 'buyer' as const,
        lang: 'en',
        password_hash: passwords[i] ?? '',
        // Members for a year or two, long before their orders.
        created_at: new Date(now - (200 + Rng.for('reviewer', i).int(0, 500)) * DAY),
      })),
    )
    .returning(['idx', 'email'])
    .execute();
  const idxByEmail = new Map(users.map((u) => [u.email, u.idx] as const));
  const ids = REVIEWERS.map((r) => idxByEmail.get(r.email) ?? 0);
  await ensureMonograms(
    uploadsDir,
    REVIEWERS.map((r, i) => ({
      folder: 'avatars' as const,
      name: avatarName(ids[i] ?? 0),
      text: initials(r.name),
      colour: r.colour,
      shape: 'circle' as const,
    })),
  );
  const avatars = ids.map((idx) => ({ idx, avatar: seedImageUrl('avatars', avatarName(idx), 96) }));
  await sql`
    update users u set avatar = v.avatar
    from jsonb_to_recordset(${JSON.stringify(avatars)}::jsonb) as v(idx int, avatar text)
    where u.idx = v.idx`.execute(db);
  await db
    .insertInto('wallets')
    .values(ids.map((idx) => ({ user_idx: idx, balance: 0 })))
    .execute();
  return ids;
}

const addressSnapshot = (r: ReviewerSeed): Record<string, string> => ({ name: r.name, ...r.address });

/** Completed orders a few weeks to months old; also dates each item's review after delivery. */
function orderRowsOf(plans: readonly OrderPlan[], userIds: readonly number[], now: number) {
  return plans.map((plan, n) => {
    const rng = Rng.for('review-order', n);
    const created = now - rng.int(20, 170) * DAY - rng.int(0, 23) * HOUR;
    const paid = created + rng.int(2, 30) * 60_000;
    const shipped = paid + rng.int(12, 48) * HOUR;
    const completed = shipped + rng.int(3, 8) * DAY;
    for (const item of plan.items) item.reviewAt = Math.min(now - HOUR, completed + rng.int(1, 120) * HOUR);
    const reviewer = REVIEWERS[plan.reviewer] as ReviewerSeed;
    const date = new Date(created).toISOString().slice(0, 10).replaceAll('-', '');
    return {
      order_no: `${date}${String(plan.shopIdx).padStart(2, '0')}${String(n).padStart(5, '0')}`,
      user_idx: userIds[plan.reviewer] ?? 0,
      shop_idx: plan.shopIdx,
      status: 'completed' as const,
      total: plan.items.reduce((sum, i) => sum + (i.sku.discount_price ?? i.sku.price) * i.quantity, 0),
      address: JSON.stringify(addressSnapshot(reviewer)),
      tracking_no: `TRK${String(rng.int(100_000_000, 999_999_999))}`,
      created_at: new Date(created),
      paid_at: new Date(paid),
      shipped_at: new Date(shipped),
      completed_at: new Date(completed),
    };
  });
}

/**
 * Inserts the reviewers, their completed orders (items, timeline) and the reviews, in a handful
 * of batched statements. Everything is drawn from generators seeded by goods ordinal and order
 * number, so two seeds of the same catalog write the same reviews.
 */
export async function insertSeedReviews(
  db: Kysely<Database>,
  options: { passwords: readonly string[]; uploadsDir: string; demoShopIdx: number },
): Promise<number> {
  const now = Date.now();
  const goods = await sql<ReviewedGoods>`
    select idx, ord, shop_idx, title, cover, images, dimensions, rating, review_count
    from (select g.*, row_number() over (order by g.idx) - 1 as ord from goods g) g
    where review_count > 0
      and (ord < ${REVIEWED_GOODS} or (shop_idx = ${options.demoShopIdx} and ord < ${DEMO_SHOP_GOODS}))
    order by idx`.execute(db);
  if (goods.rows.length === 0) return 0;
  const skus = await db
    .selectFrom('skus')
    .select(['idx', 'goods_idx', 'dimension_value', 'price', 'discount_price'])
    .where(
      'goods_idx',
      'in',
      goods.rows.map((g) => g.idx),
    )
    .orderBy('idx')
    .execute();
  const owners = await db.selectFrom('shops').select(['idx', 'owner_idx']).execute();
  const ownerOf = new Map(owners.map((s) => [s.idx, s.owner_idx] as const));
  const userIds = await insertReviewers(db, options.passwords, options.uploadsDir, now);
  const plans = planOrders(
    goods.rows.map((g) => ({ ...g, ord: Number(g.ord), rating: Number(g.rating) })),
    skus,
  );

  const orderRows = orderRowsOf(plans, userIds, now);
  const orders = await db.insertInto('orders').values(orderRows).returning(['idx', 'order_no']).execute();
  const orderIdxByNo = new Map(orders.map((o) => [o.order_no, o.idx] as const));
  const orderIdx = orderRows.map((row) => orderIdxByNo.get(row.order_no) ?? 0);

  const items = await db
    .insertInto('order_items')
    .values(
      plans.flatMap((plan, n) =>
        plan.items.map((item) => ({
          order_idx: orderIdx[n] ?? 0,
          goods_idx: item.goods.idx,
          sku_idx: item.sku.idx,
          title: item.goods.title,
          cover: item.goods.cover,
          dimension_label: item.label,
          price: item.sku.discount_price ?? item.sku.price,
          quantity: item.quantity,
          reviewed: true,
        })),
      ),
    )
    .returning(['idx', 'order_idx', 'goods_idx'])
    .execute();
  const itemIdx = new Map(items.map((i) => [`${i.order_idx}:${i.goods_idx}`, i.idx] as const));

  await db
    .insertInto('order_events')
    .values(
      orderRows.flatMap((row, n) => {
        const event = (status: string, note: string, actor: number | null, at: Date) => ({
          order_idx: orderIdx[n] ?? 0,
          status,
          note,
          actor_idx: actor,
          created_at: at,
        });
        return [
          event('pending', 'Order placed', row.user_idx, row.created_at),
          event('paid', 'Paid from wallet', row.user_idx, row.paid_at),
          event('shipped', `Shipped, tracking ${row.tracking_no}`, ownerOf.get(row.shop_idx) ?? null, row.shipped_at),
          event('completed', 'Delivery confirmed', row.user_idx, row.completed_at),
        ];
      }),
    )
    .execute();

  // Inserted oldest first, so "newest first" by idx and by date agree.
  const reviews = plans
    .flatMap((plan, n) => plan.items.map((item) => ({ plan, item, order: orderIdx[n] ?? 0 })))
    .sort(
      (a, b) =>
        a.item.reviewAt - b.item.reviewAt || a.item.goods.idx - b.item.goods.idx || a.plan.reviewer - b.plan.reviewer,
    )
    .map(({ plan, item, order }) => ({
      order_item_idx: itemIdx.get(`${order}:${item.goods.idx}`) ?? 0,
      goods_idx: item.goods.idx,
      user_idx: userIds[plan.reviewer] ?? 0,
      rating: item.rating,
      body: item.body,
      photos: JSON.stringify(item.photos),
      created_at: new Date(item.reviewAt),
    }));
  await db.insertInto('reviews').values(reviews).execute();
  return reviews.length;
}
