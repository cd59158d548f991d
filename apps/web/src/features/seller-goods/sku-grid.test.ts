import { describe, expect, it } from 'vitest';
import { applyToAll, combinations, emptySkuRow, generateSkuGrid } from './sku-grid.ts';

const colour = { name: 'Colour', values: ['Red', 'Blue'] };
const size = { name: 'Size', values: ['S', 'M'] };

describe('the SKU grid', () => {
  it('has one row per combination of Colour × Size, the first dimension varying slowest', () => {
    expect(combinations([colour, size])).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
  });

  it('is a single row of no values for a product without dimensions', () => {
    expect(generateSkuGrid([], [])).toEqual([emptySkuRow([])]);
  });

  it('leaves out a dimension that has no values yet', () => {
    expect(combinations([colour, { name: 'Size', values: [] }])).toEqual([['Red'], ['Blue']]);
  });

  it('keeps what was typed for a combination when a value is added', () => {
    const first = generateSkuGrid([colour, size], []).map((row, i) => ({ ...row, price: String(10 + i) }));
    const next = generateSkuGrid([colour, { name: 'Size', values: ['S', 'M', 'L'] }], first);
    expect(next).toHaveLength(6);
    expect(next.map((row) => row.price)).toEqual(['10', '11', '', '12', '13', '']);
  });

  it('drops the rows of a removed value', () => {
    const first = generateSkuGrid([colour, size], []).map((row, i) => ({ ...row, stock: String(i) }));
    const next = generateSkuGrid([{ name: 'Colour', values: ['Blue'] }, size], first);
    expect(next.map((row) => [row.values, row.stock])).toEqual([
      [['Blue', 'S'], '2'],
      [['Blue', 'M'], '3'],
    ]);
  });

  it('applies one price or stock to every row', () => {
    const rows = applyToAll(generateSkuGrid([colour, size], []), 'price', '9.99');
    expect(rows.every((row) => row.price === '9.99')).toBe(true);
    expect(rows.every((row) => row.stock === '')).toBe(true);
  });
});
