import { Code } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { sellerShopOf } from './seller-policy.ts';

describe('who may use the seller centre (seller-policy.ts)', () => {
  it("acts on the caller's own shop, and refuses someone who owns none with 4003 notASeller", () => {
    expect(sellerShopOf(5)).toBe(5);
    expect(() => sellerShopOf(null)).toThrow(
      expect.objectContaining({ code: Code.forbidden, messageKey: 'notASeller' }),
    );
  });
});
