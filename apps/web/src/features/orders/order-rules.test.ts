import type { OrderItemView, OrderView } from '@storefront/contract';
import { ORDER_STATUSES } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import { itemsSubtotal, orderActions, pieceCount, viewerSides } from './order-rules.ts';

const item = (idx: number, reviewed: boolean, price = 1999, quantity = 1): OrderItemView => ({
  idx,
  goodsIdx: idx,
  skuIdx: idx,
  title: `Item ${idx}`,
  urlCover: '',
  dimensionLabel: '',
  price,
  quantity,
  reviewed,
});

describe('orderActions', () => {
  it('gives the buyer pay+cancel, cancel, confirm and review by status', () => {
    const items = [item(1, false)];
    const byStatus = Object.fromEntries(
      ORDER_STATUSES.map((status) => [status, orderActions({ status, items }, 'buyer')]),
    );
    expect(byStatus).toEqual({
      pending: ['pay', 'cancel'],
      paid: ['cancel'],
      shipped: ['confirm'],
      completed: ['review'],
      cancelled: [],
    });
  });

  it('offers no review once every item of a completed order is reviewed', () => {
    expect(orderActions({ status: 'completed', items: [item(1, true), item(2, false)] }, 'buyer')).toEqual(['review']);
    expect(orderActions({ status: 'completed', items: [item(1, true), item(2, true)] }, 'buyer')).toEqual([]);
  });

  it('lets the seller ship a paid order, and cancel it or a pending one with a reason', () => {
    const items = [item(1, false)];
    const byStatus = ORDER_STATUSES.map((status) => orderActions({ status, items }, 'seller'));
    expect(byStatus).toEqual([['sellerCancel'], ['ship', 'sellerCancel'], [], [], []]);
  });
});

describe('totals', () => {
  it('adds price times quantity in integer cents', () => {
    const items = [item(1, false, 1999, 3), item(2, false, 1, 1), item(3, false, 10, 7)];
    expect(itemsSubtotal(items)).toBe(6068);
    expect(pieceCount(items)).toBe(11);
    expect(itemsSubtotal([])).toBe(0);
  });
});

describe('viewerSides', () => {
  const order: Pick<OrderView, 'shop' | 'buyer'> = { shop: { idx: 1, name: 'S', logo: '' } };
  it('makes the shop owner the seller and anyone else (the order was found for them) the buyer', () => {
    expect(viewerSides(order, { idx: 5, shopIdx: 1 })).toEqual(['seller']);
    expect(viewerSides(order, { idx: 7, shopIdx: null })).toEqual(['buyer']);
    expect(viewerSides(order, { idx: 7, shopIdx: 2 })).toEqual(['buyer']);
  });

  it('follows the buyer the order names', () => {
    const named = { ...order, buyer: { idx: 7, name: 'Ann' } };
    expect(viewerSides(named, { idx: 7 })).toEqual(['buyer']);
    expect(viewerSides(named, { idx: 5, shopIdx: 1 })).toEqual(['seller']);
  });
});
