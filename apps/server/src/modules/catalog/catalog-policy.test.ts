import { describe, expect, it } from 'vitest';
import { mayFavorite, publishRefusal, saleBlock, showsSkuCost, statusOnSave } from './catalog-policy.ts';

const open = { status: 'open', on_holiday: false };

describe("who may see, buy and change the catalog's goods (catalog-policy.ts)", () => {
  it('favorites only a product on sale, and unfavorites any', () => {
    expect(mayFavorite('on_sale', true)).toBe(true);
    expect(mayFavorite('draft', true)).toBe(false);
    expect(mayFavorite('off_shelf', true)).toBe(false);
    expect(mayFavorite('off_shelf', false)).toBe(true);
  });

  it('sells a product on sale in an open shop not on holiday, and says why not otherwise', () => {
    expect(saleBlock('on_sale', open)).toBeNull();
    expect(saleBlock('on_sale', { status: 'closed', on_holiday: false })).toBe('shopClosed');
    expect(saleBlock('off_shelf', { status: 'closed', on_holiday: true })).toBe('shopClosed');
    expect(saleBlock('off_shelf', open)).toBe('offSale');
    expect(saleBlock('on_sale', { status: 'open', on_holiday: true })).toBe('shopHoliday');
  });

  it('keeps a product staff took down off shelf when its seller saves it for sale', () => {
    const takenDown = new Date();
    expect(statusOnSave('on_sale', takenDown)).toBe('off_shelf');
    expect(statusOnSave('draft', takenDown)).toBe('draft');
    expect(statusOnSave('on_sale', null)).toBe('on_sale');
    expect(statusOnSave('on_sale', undefined)).toBe('on_sale');
  });

  it('refuses to publish a taken-down product first, then one without a picture or a SKU', () => {
    const takenDown = { cover: '', taken_down_at: new Date() };
    expect(publishRefusal(takenDown, false)).toBe('takenDown');
    expect(publishRefusal({ cover: '', taken_down_at: null }, true)).toBe('incomplete');
    expect(publishRefusal({ cover: '/c.webp', taken_down_at: null }, false)).toBe('incomplete');
    expect(publishRefusal({ cover: '/c.webp', taken_down_at: null }, true)).toBeNull();
  });

  it("shows a SKU's cost only on a site run with the fake flag", () => {
    expect(showsSkuCost({ FAKE_MODE: true })).toBe(true);
    expect(showsSkuCost({ FAKE_MODE: false })).toBe(false);
  });
});
