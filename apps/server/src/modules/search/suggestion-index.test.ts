import { describe, expect, it } from 'vitest';
import { keywordWords } from './keyword.ts';
import { SuggestionIndex, type SearchTerm } from './suggestion-index.ts';

const goods = (name: string, weight: number, idx = weight): SearchTerm => ({
  kind: 2,
  term: name.toLowerCase(),
  name,
  idx,
  weight,
});
const shop = (name: string, weight: number, idx = weight): SearchTerm => ({ ...goods(name, weight, idx), kind: 1 });

const catalog = SuggestionIndex.of([
  goods('Seagrass Storage Basket', 50),
  goods('Rattan Storage Basket', 80),
  goods('Woven Storage Box', 10),
  goods('Ceramic Floor Lamp', 30),
  goods('Nordic Floor Lamp', 90),
  goods('Ceramic Table Lamp', 20),
  goods('Linen Shirt', 60),
  goods('Linen Pillow Cover', 40),
  goods('Cotton Shirt', 70),
  goods('Smartphone X2', 15),
  shop('Nordic Nest Home', 500, 1),
  shop('Linen House', 100, 2),
]);

const ask = (kw: string) =>
  catalog.suggest(
    kw,
    keywordWords(kw).filter((w) => w.length >= 2),
  );
const names = (kw: string) => ask(kw).map((row) => row.name);

describe('SuggestionIndex', () => {
  it('offers names with a word starting with the keyword, shops first, then the heaviest', () => {
    expect(ask('lin').map((row) => [row.flag, row.name])).toEqual([
      [1, 'Linen House'],
      [2, 'Linen Shirt'],
      [2, 'Linen Pillow Cover'],
    ]);
    expect(names('sto')).toEqual(['Rattan Storage Basket', 'Seagrass Storage Basket', 'Woven Storage Box']);
    expect(names('orage')).toEqual([]);
  });

  it('needs every word, in any order, the last one possibly half typed', () => {
    expect(names('lamp ceramic')).toEqual(['Ceramic Floor Lamp', 'Ceramic Table Lamp']);
    // Then, holding most of the keyword but not all of it, the closest other name.
    expect(names('storage bas')).toEqual(['Rattan Storage Basket', 'Seagrass Storage Basket', 'Woven Storage Box']);
    expect(names('linen shirt')).toEqual(['Linen Shirt']);
  });

  it('reads a mistyped word of four or more characters as the closest name words, even half typed', () => {
    expect(names('storgae')).toEqual(['Rattan Storage Basket', 'Seagrass Storage Basket', 'Woven Storage Box']);
    expect(names('saegr')).toEqual(['Seagrass Storage Basket']);
    expect(names('smartfone')).toEqual(['Smartphone X2']);
    expect(names('nordik')).toEqual(['Nordic Nest Home', 'Nordic Floor Lamp']);
    expect(names('linnen shirt')).toEqual(['Linen Shirt']);
  });

  it('does not guess at two or three characters, nor beyond the typos a word may hold', () => {
    expect(names('sj')).toEqual([]);
    expect(names('lni')).toEqual([]);
    expect(names('strgea')).toEqual([]);
  });

  it('offers names close to a keyword of several words when nothing holds them all', () => {
    expect(names('ceramic floor lamp')).toEqual(['Ceramic Floor Lamp', 'Ceramic Table Lamp', 'Nordic Floor Lamp']);
  });

  it('marks the matched part and caps the list at three shops and seven goods', () => {
    const many = SuggestionIndex.of([
      ...Array.from({ length: 12 }, (_, i) => goods(`Lamp ${i}`, i)),
      ...Array.from({ length: 5 }, (_, i) => shop(`Lamp Shop ${i}`, i, 100 + i)),
    ]);
    const rows = many.suggest('lamp', ['lamp']);
    expect(rows.map((row) => row.flag)).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 2, 2]);
    expect(rows.slice(0, 4).map((row) => row.name)).toEqual(['Lamp Shop 4', 'Lamp Shop 3', 'Lamp Shop 2', 'Lamp 11']);
    expect(rows.every((row) => row.match?.[0] === 0 && row.match[1] === 4)).toBe(true);
  });

  it('builds a large catalog in slices, letting other work run in between, into the same index', async () => {
    const terms = Array.from({ length: 20_000 }, (_, i) => goods(`Lamp ${i} Shade`, i % 97, i));
    let ranBetween = 0;
    const tick = setInterval(() => (ranBetween += 1), 0);
    const built = await SuggestionIndex.build(terms);
    clearInterval(tick);
    expect(ranBetween).toBeGreaterThan(0);
    expect(built.suggest('lamp 19', ['lamp', '19'])).toEqual(
      SuggestionIndex.of(terms).suggest('lamp 19', ['lamp', '19']),
    );
    expect(built.size).toBe(20_000);
  });
});
