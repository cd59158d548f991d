import { z } from 'zod';
import { emptySchema } from '../accounts.ts';
import { endpoint } from './endpoint.ts';

const idx = z.number().int().positive();
const cents = z.number().int();
const count = z.number().int().nonnegative();

/** How many of each list the seller home shows beside its count. */
export const SELLER_HOME_LIST_SIZE = 5;

/** The seller home (/seller): what needs the owner today, and the last 30 days in figures. */
export const sellerHomeSchema = z.object({
  /** Paid orders not yet shipped: their count and the oldest few (the ones to ship first). */
  toShip: z.object({
    count,
    rows: z.array(z.object({ idx, orderNo: z.string(), total: cents, paidAt: z.string() })),
  }),
  /** Unread messages buyers sent the shop (its owner's seller side of private messages). */
  unreadMessages: count,
  /** Goods on sale with no stock left in any SKU: their count and the first few. */
  outOfStock: z.object({
    count,
    rows: z.array(z.object({ idx, title: z.string(), cover: z.string() })),
  }),
  /** Orders paid in the last 30 days (paid, shipped or completed now): their count and total, cents. */
  sales: z.object({ orders: count, total: cents }),
  /** What the shop was credited in the last 30 days: its 'sale' ledger rows less the 'commission' ones, cents. */
  earnings: cents,
});
export type SellerHome = z.infer<typeof sellerHomeSchema>;

export const sellerHomeApi = {
  home: endpoint({
    path: 'seller/home',
    summary:
      "The seller home's cards: orders to ship, unread buyer messages, goods out of stock, 30 days' sales and earnings.",
    notes: '4003 (`notASeller`) for a caller who owns no shop.',
    access: 'user',
    payload: emptySchema,
    data: sellerHomeSchema,
  }),
};
