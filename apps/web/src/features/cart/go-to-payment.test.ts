import { describe, expect, it } from 'vitest';
import { addItem, checkAllItems, toggleItem, type CartItem, type CartItemInput } from './cart-rules.ts';
import { decideGoToPayment } from './go-to-payment.ts';

const input = (idx: number, price: number): CartItemInput => ({
  idx,
  sku: { idx, price },
  title: `Goods ${idx}`,
  urlCover: '',
  dimensions: [],
  selectedValues: [],
});
const cart = (...prices: number[]): CartItem[] =>
  prices.reduce<CartItem[]>((items, price, i) => addItem(items, input(i + 1, price)).items, []);

describe('decideGoToPayment (spec 5)', () => {
  it('refuses an empty cart with shopCart.tip1', () => {
    expect(decideGoToPayment([])).toEqual({ go: false, message: 'shopCart.tip1' });
  });

  it('refuses a cart with nothing selected with shopCart.tip2', () => {
    expect(decideGoToPayment(checkAllItems(cart(1000, 250), false))).toEqual({ go: false, message: 'shopCart.tip2' });
  });

  it('refuses with shopCart.tip2 when the selected total is 0, even with a line selected', () => {
    const items = toggleItem(cart(0, 999), 1);
    expect(items.filter((item) => item.selected)).toHaveLength(1);
    expect(decideGoToPayment(items)).toEqual({ go: false, message: 'shopCart.tip2' });
  });

  it('goes to /checkout once anything with a price is selected', () => {
    expect(decideGoToPayment(cart(1000))).toEqual({ go: true, to: '/checkout' });
    expect(decideGoToPayment(toggleItem(cart(1000, 250), 0))).toEqual({ go: true, to: '/checkout' });
  });
});
