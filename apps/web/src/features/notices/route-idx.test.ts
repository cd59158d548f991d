import { describe, expect, it } from 'vitest';
import { routeIdx } from './route-idx.ts';

describe("the current route's idx (spec 4, cms notice)", () => {
  it('is the path parameter of a shop page and its children', () => {
    expect(routeIdx('/shop/7', '')).toBe(7);
    expect(routeIdx('/shop/7/', '')).toBe(7);
    expect(routeIdx('/shop/12/recommend', '')).toBe(12);
  });

  it('is the idx query parameter of a page without one in its path', () => {
    expect(routeIdx('/goods/detail', '?idx=7')).toBe(7);
    expect(routeIdx('/mine/order/detail', '?idx=31&tab=1')).toBe(31);
  });

  it('is none on a page without an idx, or with one that is not a positive whole number', () => {
    expect(routeIdx('/', '')).toBeNull();
    expect(routeIdx('/shop/application', '')).toBeNull();
    expect(routeIdx('/goods/detail', '?idx=abc')).toBeNull();
    expect(routeIdx('/goods/detail', '?idx=0')).toBeNull();
    expect(routeIdx('/goods/detail', '?idx=2.5')).toBeNull();
    expect(routeIdx('/goods/detail', '?idx=')).toBeNull();
  });
});
