import {
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  type OrderDetailView,
  type OrderItemView,
  type OrderListData,
  type OrderStatus,
  type OrderView,
} from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { payDeadline } from './order-expiry.ts';
import type { AddressSnapshot } from './checkout.ts';

/** Whose orders a list shows: a buyer's own, or every order of a seller's shop. */
export type OrderScope = { buyerIdx: number } | { shopIdx: number };

const ORDER_COLUMNS = [
  'o.idx',
  'o.order_no',
  'o.user_idx',
  'o.status',
  'o.total',
  'o.tracking_no',
  'o.created_at',
  's.idx as shop_idx',
  's.name as shop_name',
  's.logo as shop_logo',
  'u.name as buyer_name',
] as const;

function ordersOf(db: Db, scope: OrderScope) {
  const query = db
    .selectFrom('orders as o')
    .innerJoin('shops as s', 's.idx', 'o.shop_idx')
    .innerJoin('users as u', 'u.idx', 'o.user_idx');
  return 'buyerIdx' in scope
    ? query.where('o.user_idx', '=', scope.buyerIdx)
    : query.where('o.shop_idx', '=', scope.shopIdx);
}

async function itemsOf(db: Db, orderIdxs: readonly number[]): Promise<Map<number, OrderItemView[]>> {
  const byOrder = new Map<number, OrderItemView[]>();
  if (orderIdxs.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_idx', 'in', [...orderIdxs])
    .orderBy('idx')
    .execute();
  for (const row of rows) {
    const items = byOrder.get(row.order_idx) ?? [];
    items.push({
      idx: row.idx,
      goodsIdx: row.goods_idx,
      skuIdx: row.sku_idx,
      title: row.title,
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
  status: OrderStatus;
  total: number;
  tracking_no: string | null;
  created_at: Date;
  shop_idx: number;
  shop_name: string;
  shop_logo: string;
  buyer_name: string;
};

function toView(row: OrderRow, items: OrderItemView[], withBuyer: boolean): OrderView {
  return {
    idx: row.idx,
    orderNo: row.order_no,
    status: row.status,
    total: row.total,
    shop: { idx: row.shop_idx, name: row.shop_name, logo: row.shop_logo },
    ...(withBuyer ? { buyer: { idx: row.user_idx, name: row.buyer_name } } : {}),
    items,
    createAt: row.created_at.toISOString(),
    payBy: row.status === 'pending' ? payDeadline(row.created_at).toISOString() : null,
    trackingNo: row.tracking_no,
  };
}

/** One page of orders, newest first, with the count per status for the tabs. */
export async function listOrders(
  db: Db,
  scope: OrderScope,
  status: OrderStatus | undefined,
  page: number,
): Promise<OrderListData> {
  const filtered = status ? ordersOf(db, scope).where('o.status', '=', status) : ordersOf(db, scope);
  const [rows, perStatus] = await Promise.all([
    filtered
      .select(ORDER_COLUMNS)
      .orderBy('o.idx', 'desc')
      .limit(ORDER_PAGE_SIZE)
      .offset((page - 1) * ORDER_PAGE_SIZE)
      .execute(),
    ordersOf(db, scope)
      .select(['o.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.status')
      .execute(),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const { status: s, n } of perStatus) counts[s] = Number(n);
  const total = status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const items = await itemsOf(
    db,
    rows.map((row) => row.idx),
  );
  return {
    rows: rows.map((row) => toView(row, items.get(row.idx) ?? [], 'shopIdx' in scope)),
    paging: { current: page, total, size: ORDER_PAGE_SIZE },
    counts,
  };
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

/**
 * The buyer's name, phone and address go to the seller only with an order it has to ship (paid)
 * or has shipped: an unpaid or cancelled order could be placed just to read them.
 */
function sellerMayNotSeeAddress(status: OrderStatus): boolean {
  return status === 'pending' || status === 'cancelled';
}

/** One order with its address and timeline, for its buyer or its shop's owner; null otherwise. */
export async function orderDetail(db: Db, viewerIdx: number, idx: number): Promise<OrderDetailView | null> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('shops as s', 's.idx', 'o.shop_idx')
    .innerJoin('users as u', 'u.idx', 'o.user_idx')
    .select([
      ...ORDER_COLUMNS,
      's.owner_idx',
      'o.address',
      'o.paid_at',
      'o.shipped_at',
      'o.completed_at',
      'o.cancelled_at',
    ])
    .where('o.idx', '=', idx)
    .executeTakeFirst();
  if (!row || (row.user_idx !== viewerIdx && row.owner_idx !== viewerIdx)) return null;
  const [items, events] = await Promise.all([
    itemsOf(db, [idx]),
    db
      .selectFrom('order_events')
      .select(['status', 'note', 'created_at', 'actor_idx'])
      .where('order_idx', '=', idx)
      .orderBy('idx')
      .execute(),
  ]);
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    ...toView(row, items.get(idx) ?? [], row.owner_idx === viewerIdx),
    address: sellerMayNotSeeAddress(row.status) && row.user_idx !== viewerIdx ? null : readAddress(row.address),
    events: events.map((event) => ({
      status: event.status as OrderStatus,
      note: event.note,
      createAt: event.created_at.toISOString(),
      automatic: event.actor_idx === null,
    })),
    paidAt: iso(row.paid_at),
    shippedAt: iso(row.shipped_at),
    completedAt: iso(row.completed_at),
    cancelledAt: iso(row.cancelled_at),
  };
}
