import { describe, expect, it } from 'vitest';
import { parseGoodsIdx } from './goods-idx.ts';

describe('parseGoodsIdx', () => {
  it('reads a positive whole number', () => {
    expect(parseGoodsIdx('1')).toBe(1);
    expect(parseGoodsIdx('2147483647')).toBe(2_147_483_647);
  });

  it('refuses a missing, empty, non-numeric, zero, negative, decimal or too large idx', () => {
    for (const raw of [null, '', 'abc', '0', '-3', '1.5', '1e3', ' 7', '2147483648', '99999999999']) {
      expect(parseGoodsIdx(raw)).toBeNull();
    }
  });
});
