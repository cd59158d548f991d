import {
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  type OrderDetailView,
  type OrderItemView,
  type OrderListData,
  type OrderStatus,
  type OrderView,
} from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { userCards } from '../accounts/users-repository.ts';
import { localTitle } from '../catalog/goods-titles-repository.ts';
import { shopHeads, type ShopHead } from '../catalog/shops-repository.ts';
import { payDeadline } from './order-expiry.ts';
import type { AddressSnapshot } from './checkout.ts';
import { canSeeAddress, orderSideOf } from './orders-policy.ts';

/** Whose orders a list shows: a buyer's own, or every order of a seller's shop. */
export type OrderScope = { buyerIdx: number } | { shopIdx: number };

const ORDER_COLUMNS = [
  'idx',
  'order_no',
  'user_idx',
  'shop_idx',
  'status',
  'total',
  'tracking_no',
  'created_at',
  'delivery_fee',
  'carrier',
  'cancel_reason',
  'paid_at',
  'shipped_at',
  'completed_at',
  'cancelled_at',
  'delivery_days_min',
  'delivery_days_max',
] as const;

function ordersOf(db: Db, scope: OrderScope, keyword?: string) {
  const query = db.selectFrom('orders');
  const scoped =
    'buyerIdx' in scope ? query.where('user_idx', '=', scope.buyerIdx) : query.where('shop_idx', '=', scope.shopIdx);
  // Order numbers are digits: anything else in the keyword finds nothing rather than a LIKE pattern.
  return keyword ? scoped.where('order_no', 'like', `%${keyword.replace(/[^0-9]/g, '') || '-'}%`) : scoped;
}

/**
 * The items of orders. Each keeps the title it was bought under; with `lang`, the product's title
 * in that language is shown instead where it has one (issue 20: the buyer's language everywhere).
 */
async function itemsOf(db: Db, orderIdxs: readonly number[], lang?: string): Promise<Map<number, OrderItemView[]>> {
  const byOrder = new Map<number, OrderItemView[]>();
  if (orderIdxs.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .select(
      lang === undefined
        ? sql<string>`order_items.title`.as('shown_title')
        : localTitle('order_items.goods_idx', 'order_items.title', lang).as('shown_title'),
    )
    .where('order_idx', 'in', [...orderIdxs])
    .orderBy('idx')
    .execute();
  for (const row of rows) {
    const items = byOrder.get(row.order_idx) ?? [];
    items.push({
      idx: row.idx,
      goodsIdx: row.goods_idx,
      skuIdx: row.sku_idx,
      title: row.shown_title,
      urlCover: row.cover,
      dimensionLabel: row.dimension_label,
      price: row.price,
      quantity: row.quantity,
      reviewed: row.reviewed,
    });
    byOrder.set(row.order_idx, items);
  }
  return byOrder;
}

type OrderRow = {
  idx: number;
  order_no: string;
  user_idx: number;
  shop_idx: number;
  status: OrderStatus;
  total: number;
  tracking_no: string | null;
  created_at: Date;
  delivery_fee: number;
  carrier: string | null;
  cancel_reason: string | null;
  paid_at: Date | null;
  shipped_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  delivery_days_min: number | null;
  delivery_days_max: number | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `buyerName`: shown to the seller only; null leaves the buyer out. */
function toView(
  row: OrderRow,
  items: OrderItemView[],
  shop: ShopHead | undefined,
  buyerName: string | null,
): OrderView {
  return {
    idx: row.idx,
    orderNo: row.order_no,
    status: row.status,
    total: row.total,
    shop: { idx: row.shop_idx, name: shop?.name ?? '', logo: shop?.logo ?? '' },
    ...(buyerName !== null ? { buyer: { idx: row.user_idx, name: buyerName } } : {}),
    items,
    createAt: row.created_at.toISOString(),
    payBy: row.status === 'pending' ? payDeadline(row.created_at).toISOString() : null,
    trackingNo: row.tracking_no,
    deliveryFee: row.delivery_fee,
    carrier: row.carrier,
    cancelReason: row.cancel_reason,
    paidAt: iso(row.paid_at),
    shippedAt: iso(row.shipped_at),
    completedAt: iso(row.completed_at),
    cancelledAt: iso(row.cancelled_at),
    deliveryDays:
      row.delivery_days_min !== null && row.delivery_days_max !== null
        ? { min: row.delivery_days_min, max: row.delivery_days_max }
        : null,
  };
}

/** One page of orders, newest first, with the count per status for the tabs. */
export async function listOrders(
  db: Db,
  scope: OrderScope,
  status: OrderStatus | undefined,
  page: number,
  keyword?: string,
  lang?: string,
): Promise<OrderListData> {
  const filtered = status ? ordersOf(db, scope, keyword).where('status', '=', status) : ordersOf(db, scope, keyword);
  const [rows, perStatus] = await Promise.all([
    filtered
      .select(ORDER_COLUMNS)
      .orderBy('idx', 'desc')
      .limit(ORDER_PAGE_SIZE)
      .offset((page - 1) * ORDER_PAGE_SIZE)
      .execute(),
    ordersOf(db, scope, keyword)
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute(),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const { status: s, n } of perStatus) counts[s] = Number(n);
  const total = status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  // The seller's list names each order's buyer; the buyer's own list does not.
  const withBuyers = 'shopIdx' in scope;
  const [items, shops, buyers] = await Promise.all([
    itemsOf(
      db,
      rows.map((row) => row.idx),
      lang,
    ),
    shopHeads(
      db,
      rows.map((row) => row.shop_idx),
    ),
    withBuyers
      ? userCards(
          db,
          rows.map((row) => row.user_idx),
        )
      : null,
  ]);
  return {
    rows: rows.map((row) =>
      toView(
        row,
        items.get(row.idx) ?? [],
        shops.get(row.shop_idx),
        buyers ? (buyers.get(row.user_idx)?.name ?? '') : null,
      ),
    ),
    paging: { current: page, total, size: ORDER_PAGE_SIZE },
    counts,
  };
}

/** How many orders the buyer has in each status (the account home's counts). */
export async function orderCountsOf(db: Db, buyerIdx: number): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_idx', '=', buyerIdx)
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The seeded history keeps `calling_code`; orders placed here keep `callingCode`. */
function readAddress(raw: Record<string, string>): AddressSnapshot {
  return {
    name: raw.name ?? '',
    callingCode: raw.callingCode ?? raw.calling_code ?? '',
    phone: raw.phone ?? '',
    country: raw.country ?? '',
    area: raw.area ?? '',
    address: raw.address ?? '',
  };
}

/** One order with its address and timeline, for its buyer or its shop's owner; null otherwise. */
export async function orderDetail(
  db: Db,
  viewerIdx: number,
  idx: number,
  asStaff = false,
  lang?: string,
): Promise<OrderDetailView | null> {
  const row = await db
    .selectFrom('orders')
    .select([...ORDER_COLUMNS, 'address'])
    .where('idx', '=', idx)
    .executeTakeFirst();
  const shop = row ? (await shopHeads(db, [row.shop_idx])).get(row.shop_idx) : undefined;
  const side = row && shop ? orderSideOf({ idx: viewerIdx, staff: asStaff }, row, shop) : null;
  if (!row || !shop || side === null) return null;
  const isSeller = side === 'seller';
  const [items, events, buyers] = await Promise.all([
    itemsOf(db, [idx], lang),
    db
      .selectFrom('order_events')
      .select(['status', 'note', 'created_at', 'actor_idx'])
      .where('order_idx', '=', idx)
      .orderBy('idx')
      .execute(),
    isSeller ? userCards(db, [row.user_idx]) : null,
  ]);
  return {
    ...toView(row, items.get(idx) ?? [], shop, buyers ? (buyers.get(row.user_idx)?.name ?? '') : null),
    address: canSeeAddress(side, row.status) ? readAddress(row.address) : null,
    events: events.map((event) => ({
      status: event.status as OrderStatus,
      note: event.note,
      createAt: event.created_at.toISOString(),
      automatic: event.actor_idx === null,
    })),
  };
}

/**
 * What the shop's paid and shipped orders not settled yet will pay it: each total less the
 * commission it will cost (commissionOf, per order, in SQL).
 */
export async function pendingEarnings(db: Db, shopIdx: number, commissionPercent: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(
      sql<string>`coalesce(sum(total - case when total > 0 and ${commissionPercent}::int > 0 then floor((total * ${commissionPercent}::int + 50) / 100) else 0 end), 0)`.as(
        'pending',
      ),
    )
    .where('shop_idx', '=', shopIdx)
    .where('status', 'in', ['paid', 'shipped'])
    .where('settled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.pending);
}
