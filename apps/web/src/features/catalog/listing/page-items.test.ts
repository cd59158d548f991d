import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, shownRange } from './page-items.ts';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('paging info', () => {
  it('gives the shown range and the page count', () => {
    expect(shownRange({ current: 2, total: 400, size: 20 })).toEqual([21, 40]);
    expect(shownRange({ current: 3, total: 45, size: 20 })).toEqual([41, 45]);
    expect(shownRange({ current: 9, total: 45, size: 20 })).toEqual([0, 0]);
    expect(pageCount({ current: 1, total: 45, size: 20 })).toBe(3);
    expect(pageCount({ current: 1, total: 0, size: 20 })).toBe(0);
    expect(pageCount({ current: 1, total: 1_000_000, size: 20 })).toBe(500);
  });
});
