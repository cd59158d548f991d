import { Code, type OrderStatus } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ServerMessageKey } from '../../i18n/server-messages.ts';
import { ApiError } from '../../core/api-error.ts';
import { moveSales, type StockLine } from '../catalog/commerce-repository.ts';
import { shopOwnerOf } from '../catalog/shops-repository.ts';
import { postLedger } from '../wallet/wallet-ledger.ts';

/*
 * Pieces every order change shares. Lock order, everywhere: the order row, then wallets, then
 * skus, goods and shops (see catalog/commerce-repository.ts), so no two transactions wait on each other.
 */

export interface LockedOrder {
  idx: number;
  order_no: string;
  user_idx: number;
  shop_idx: number;
  status: OrderStatus;
  total: number;
  /** The platform's commission charged when it was settled (0 until then). */
  commission: number;
  settled_at: Date | null;
  shop_owner_idx: number;
}

/** An order in a state that does not allow what was asked: 4003 with the reason. */
export const wrongState = (key: ServerMessageKey) => new ApiError(Code.forbidden, key);

/** The order row, locked until the transaction ends, with its shop's owner; null when unknown. */
export async function lockOrder(trx: Db, idx: number): Promise<LockedOrder | null> {
  const order = await trx
    .selectFrom('orders')
    .select(['idx', 'order_no', 'user_idx', 'shop_idx', 'status', 'total', 'commission', 'settled_at'])
    .where('idx', '=', idx)
    .forUpdate()
    .executeTakeFirst();
  if (!order) return null;
  return { ...order, shop_owner_idx: await shopOwnerOf(trx, order.shop_idx) };
}

/** The order's items as stock lines. */
export async function orderLines(trx: Db, orderIdx: number): Promise<StockLine[]> {
  const rows = await trx
    .selectFrom('order_items')
    .select(['sku_idx', 'goods_idx', 'quantity'])
    .where('order_idx', '=', orderIdx)
    .execute();
  return rows.map((row) => ({ skuIdx: row.sku_idx, goodsIdx: row.goods_idx, quantity: row.quantity }));
}

/** Moves an order to a new status, stamping its time column, and writes the timeline event. */
export async function setStatus(
  trx: Db,
  orderIdx: number,
  status: Exclude<OrderStatus, 'pending'>,
  event: { note: string; actorIdx: number | null },
  extra: { tracking_no?: string; carrier?: string; cancel_reason?: string } = {},
): Promise<void> {
  const stamp = {
    paid: 'paid_at',
    shipped: 'shipped_at',
    completed: 'completed_at',
    cancelled: 'cancelled_at',
  } as const;
  await trx
    .updateTable('orders')
    .set({ status, [stamp[status]]: sql<Date>`now()`, ...extra })
    .where('idx', '=', orderIdx)
    .execute();
  await addEvent(trx, orderIdx, status, event.note, event.actorIdx);
}

export async function addEvent(
  trx: Db,
  orderIdx: number,
  status: OrderStatus,
  note: string,
  actorIdx: number | null,
): Promise<void> {
  await trx.insertInto('order_events').values({ order_idx: orderIdx, status, note, actor_idx: actorIdx }).execute();
}

/**
 * The idempotency key of an order's ledger rows: the buyer's payment and refund, the seller's sale
 * and commission and their reversals. Each happens at most once.
 */
export const orderMoneyKey = (
  orderIdx: number,
  what: 'payment' | 'refund' | 'sale' | 'commission' | 'sale-reversal' | 'commission-reversal',
) => `order:${orderIdx}:${what}`;

/**
 * Pays pending orders from the buyer's wallet, which the caller has locked and checked covers
 * them: one 'payment' ledger row per order, the orders paid, their sales counted.
 */
export async function chargeOrders(
  trx: Db,
  buyerIdx: number,
  orders: readonly { idx: number; orderNo: string; shopIdx: number; total: number; lines: readonly StockLine[] }[],
): Promise<void> {
  for (const order of orders) {
    if (order.total > 0) {
      await postLedger(trx, {
        userIdx: buyerIdx,
        kind: 'payment',
        amount: -order.total,
        reference: order.orderNo,
        idempotencyKey: orderMoneyKey(order.idx, 'payment'),
        note: `Payment for order ${order.orderNo}`,
      });
    }
    await setStatus(trx, order.idx, 'paid', { note: 'Paid from wallet', actorIdx: buyerIdx });
  }
  // Sales after every order's ledger row: goods and shops are the last rows locked.
  for (const order of [...orders].sort((a, b) => a.shopIdx - b.shopIdx)) {
    await moveSales(trx, order.shopIdx, order.lines, 1);
  }
}
