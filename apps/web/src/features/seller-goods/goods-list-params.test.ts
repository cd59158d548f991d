import { describe, expect, it } from 'vitest';
import { nextOrder, readGoodsView } from './goods-list-params.ts';

describe("the seller's goods list view in the URL", () => {
  it('reads status, category, sort, order and page', () => {
    const view = readGoodsView(new URLSearchParams('kw= shirt &status=on_sale&category=3&sort=price&order=asc&page=2'));
    expect(view).toEqual({ kw: 'shirt', status: 'on_sale', categoryIdx: 3, sort: 'price', order: 'asc', page: 2 });
  });

  it('falls back to the newest change first for anything unknown', () => {
    const view = readGoodsView(new URLSearchParams('status=sold&category=x&sort=colour&order=up&page=-1'));
    expect(view).toEqual({ kw: '', status: null, categoryIdx: null, sort: 'updated', order: 'desc', page: 1 });
  });

  it('turns a sorted column the other way, and starts a new one in its natural direction', () => {
    const view = readGoodsView(new URLSearchParams('sort=price&order=desc'));
    expect(nextOrder(view, 'price')).toBe('asc');
    expect(nextOrder(view, 'title')).toBe('asc');
    expect(nextOrder(view, 'sales')).toBe('desc');
  });
});
