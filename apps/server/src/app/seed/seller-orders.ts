import { sql, type Kysely } from 'kysely';
import { commissionOf } from '../../modules/orders/order-settlement.ts';
import type { Database } from '../../db/schema.ts';
import { Rng, cycled } from './prng.ts';

/*
 * The demo seller's month (issue 20): the demo buyer's orders from shop 1 over the last 30 days,
 * completed and settled as the server settles them ('sale' and 'commission' ledger rows, at the
 * default PLATFORM_COMMISSION_PERCENT of 5), so /seller/earnings has a chart and a balance; plus
 * two paid orders to ship and one shipped. The buyer paid for them, and a top-up recharge dated
 * before the first keeps the buyer's wallet at the documented $5,000.00 (the ledger still sums to
 * the balance).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Completed orders in the month. */
export const SELLER_MONTH_ORDERS = 24;
/** Orders paid and waiting to be shipped, and shipped and waiting for the buyer. */
export const SELLER_TO_SHIP = 2;
export const SELLER_SHIPPED = 1;
const SEED_COMMISSION_PERCENT = 5;
/** The carriers shipped orders go by, in turn. */
const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS'] as const;

interface Goods {
  idx: number;
  title: string;
  cover: string;
  sku_idx: number;
  price: number;
}

export async function insertSellerMonth(
  db: Kysely<Database>,
  options: { buyerIdx: number; shopIdx: number },
): Promise<number> {
  const shop = await db.selectFrom('shops').select('owner_idx').where('idx', '=', options.shopIdx).executeTakeFirst();
  const address = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_idx', '=', options.buyerIdx)
    .orderBy('idx')
    .executeTakeFirst();
  if (!shop || !address) return 0;
  const goods = (
    await sql<Goods>`
      select g.idx, g.title, g.cover, s.idx as sku_idx, coalesce(s.discount_price, s.price) as price
      from goods g join lateral (select * from skus where goods_idx = g.idx order by idx limit 1) s on true
      where g.shop_idx = ${options.shopIdx} and g.status = 'on_sale'
      order by g.idx limit 12`.execute(db)
  ).rows.map((g) => ({ ...g, price: Number(g.price) }));
  if (goods.length === 0) return 0;

  const now = Date.now();
  const snapshot = JSON.stringify({
    name: address.name,
    callingCode: address.calling_code,
    phone: address.phone,
    country: address.country,
    area: address.area,
    address: address.address,
  });
  type Plan = {
    status: 'completed' | 'paid' | 'shipped';
    goods: Goods;
    quantity: number;
    created: number;
    paid: number;
    shipped: number | null;
    completed: number | null;
  };
  const plans: Plan[] = [];
  const total = SELLER_MONTH_ORDERS + SELLER_TO_SHIP + SELLER_SHIPPED;
  for (let n = 0; n < total; n++) {
    const rng = Rng.for('seller-month', n);
    const item = rng.pick(goods);
    const quantity = rng.int(1, 3);
    if (n < SELLER_MONTH_ORDERS) {
      // Completed over the last 30 days (each a few days after it was placed), oldest first.
      const completed = now - (29 - Math.floor((n * 29) / SELLER_MONTH_ORDERS)) * DAY - rng.int(1, 10) * HOUR;
      const shipped = completed - rng.int(2, 5) * DAY;
      const paid = shipped - rng.int(6, 30) * HOUR;
      plans.push({ status: 'completed', goods: item, quantity, created: paid - 5 * 60_000, paid, shipped, completed });
    } else if (n < SELLER_MONTH_ORDERS + SELLER_TO_SHIP) {
      const paid = now - rng.int(2, 20) * HOUR;
      plans.push({
        status: 'paid',
        goods: item,
        quantity,
        created: paid - 3 * 60_000,
        paid,
        shipped: null,
        completed: null,
      });
    } else {
      const shipped = now - rng.int(1, 3) * DAY;
      const paid = shipped - 20 * HOUR;
      plans.push({ status: 'shipped', goods: item, quantity, created: paid - 60_000, paid, shipped, completed: null });
    }
  }
  // Inserted in the order they were placed, so "newest first" by idx and by date agree.
  plans.sort((a, b) => a.created - b.created);
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  const rows = plans.map((plan, n) => {
    const amount = plan.goods.price * plan.quantity;
    const date = new Date(plan.created).toISOString().slice(0, 10).replaceAll('-', '');
    return {
      order_no: `${date}${String(options.shopIdx).padStart(2, '0')}9${String(n).padStart(4, '0')}`,
      user_idx: options.buyerIdx,
      shop_idx: options.shopIdx,
      status: plan.status,
      total: amount,
      address: snapshot,
      carrier: plan.shipped === null ? null : cycled(CARRIERS, n),
      tracking_no: plan.shipped === null ? null : `1Z${String(700_000_000 + n * 7919)}`,
      created_at: new Date(plan.created),
      paid_at: new Date(plan.paid),
      shipped_at: at(plan.shipped),
      completed_at: at(plan.completed),
      settled_at: at(plan.completed),
      commission: plan.completed === null ? 0 : commissionOf(amount, SEED_COMMISSION_PERCENT),
    };
  });
  const orders = await db.insertInto('orders').values(rows).returning(['idx', 'order_no']).execute();
  const idxOf = new Map(orders.map((o) => [o.order_no, o.idx] as const));
  const orderIdx = rows.map((row) => idxOf.get(row.order_no) ?? 0);
  await db
    .insertInto('order_items')
    .values(
      plans.map((plan, n) => ({
        order_idx: orderIdx[n] ?? 0,
        goods_idx: plan.goods.idx,
        sku_idx: plan.goods.sku_idx,
        title: plan.goods.title,
        cover: plan.goods.cover,
        price: plan.goods.price,
        quantity: plan.quantity,
      })),
    )
    .execute();
  await db
    .insertInto('order_events')
    .values(
      rows.flatMap((row, n) => {
        const event = (status: string, note: string, actor: number | null, when: Date | null) =>
          when ? [{ order_idx: orderIdx[n] ?? 0, status, note, actor_idx: actor, created_at: when }] : [];
        return [
          ...event('pending', 'Order placed', row.user_idx, row.created_at),
          ...event('paid', 'Paid from wallet', row.user_idx, row.paid_at),
          ...event('shipped', `Shipped by ${row.carrier}, tracking ${row.tracking_no}`, shop.owner_idx, row.shipped_at),
          ...event('completed', 'Receipt confirmed by the buyer', row.user_idx, row.completed_at),
        ];
      }),
    )
    .execute();

  // The money, as the server would have moved it, each wallet's rows in time order.
  type Posting = {
    user_idx: number;
    kind: 'recharge' | 'payment' | 'sale' | 'commission';
    amount: number;
    at: Date;
    reference: string;
    key: string;
    note: string;
  };
  const postings: Posting[] = [];
  const spent = rows.reduce((sum, row) => sum + row.total, 0);
  const firstPaid = Math.min(...plans.map((p) => p.paid));
  postings.push({
    user_idx: options.buyerIdx,
    kind: 'recharge',
    amount: spent,
    at: new Date(firstPaid - DAY),
    reference: 'seed',
    key: 'seed-seller-month-top-up',
    note: 'Demo top-up for the seeded orders',
  });
  rows.forEach((row, n) => {
    const idx = orderIdx[n] ?? 0;
    postings.push({
      user_idx: options.buyerIdx,
      kind: 'payment',
      amount: -row.total,
      at: row.paid_at,
      reference: row.order_no,
      key: `order:${idx}:payment`,
      note: `Payment for order ${row.order_no}`,
    });
    if (row.completed_at) {
      postings.push({
        user_idx: shop.owner_idx,
        kind: 'sale',
        amount: row.total,
        at: row.completed_at,
        reference: row.order_no,
        key: `order:${idx}:sale`,
        note: `Sale of order ${row.order_no}`,
      });
      if (row.commission > 0) {
        postings.push({
          user_idx: shop.owner_idx,
          kind: 'commission',
          amount: -row.commission,
          at: row.completed_at,
          reference: row.order_no,
          key: `order:${idx}:commission`,
          note: `Platform commission ${SEED_COMMISSION_PERCENT}% on order ${row.order_no}`,
        });
      }
    }
  });
  postings.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.kind === 'sale' ? -1 : b.kind === 'sale' ? 1 : 0));
  const balances = new Map<number, number>();
  for (const userIdx of [options.buyerIdx, shop.owner_idx]) {
    const wallet = await db.selectFrom('wallets').select('balance').where('user_idx', '=', userIdx).executeTakeFirst();
    balances.set(userIdx, wallet?.balance ?? 0);
  }
  const ledger = postings.map((p) => {
    const after = (balances.get(p.user_idx) ?? 0) + p.amount;
    balances.set(p.user_idx, after);
    return {
      user_idx: p.user_idx,
      kind: p.kind,
      amount: p.amount,
      balance_after: after,
      reference: p.reference,
      idempotency_key: p.key,
      note: p.note,
      created_at: p.at,
    };
  });
  await db.insertInto('wallet_ledger').values(ledger).execute();
  for (const [userIdx, balance] of balances) {
    await db.updateTable('wallets').set({ balance }).where('user_idx', '=', userIdx).execute();
  }
  return rows.length;
}
