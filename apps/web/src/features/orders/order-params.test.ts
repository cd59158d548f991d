import { describe, expect, it } from 'vitest';
import { ordersSearch, readOrderIdx, readOrdersParams } from './order-params.ts';

const params = (search: string) => new URLSearchParams(search);

describe('readOrdersParams', () => {
  it('reads the view, tab and page of /mine/orders from its URL', () => {
    expect(readOrdersParams(params('?view=seller&status=paid&page=3'), true)).toEqual({
      view: 'seller',
      status: 'paid',
      page: 3,
    });
  });

  it('falls back to all orders on page 1 for anything it does not know', () => {
    expect(readOrdersParams(params('?status=lost&page=-2'), true)).toEqual({ view: 'buyer', status: null, page: 1 });
    expect(readOrdersParams(params('?page=1.5'), true).page).toBe(1);
    expect(readOrdersParams(params('?page=501'), true).page).toBe(1);
    expect(readOrdersParams(params(''), true)).toEqual({ view: 'buyer', status: null, page: 1 });
  });

  it('shows a user without a shop their purchases even when the URL asks for the seller view', () => {
    expect(readOrdersParams(params('?view=seller'), false).view).toBe('buyer');
  });
});

describe('ordersSearch', () => {
  it('goes back to page 1 when the tab or the view changes, and keeps the rest', () => {
    const current = params('?view=seller&status=paid&page=3');
    expect(ordersSearch(current, { status: 'shipped' })).toBe('?view=seller&status=shipped');
    expect(ordersSearch(current, { status: null })).toBe('?view=seller');
    expect(ordersSearch(current, { view: 'buyer', status: null })).toBe('');
  });

  it('writes the page, leaving page 1 out of the URL', () => {
    expect(ordersSearch(params('?status=paid'), { page: 2 })).toBe('?status=paid&page=2');
    expect(ordersSearch(params('?status=paid&page=2'), { page: 1 })).toBe('?status=paid');
  });
});

describe('readOrderIdx', () => {
  it('accepts digits only, within the idx range', () => {
    expect(readOrderIdx('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1e3', '4.2', 'abc', '99999999999', '2147483648']) {
      expect(readOrderIdx(bad)).toBeNull();
    }
  });
});
