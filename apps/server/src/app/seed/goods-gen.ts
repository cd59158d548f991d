import type { GoodsDimension } from '../../db/schema.ts';
import type { CategorySlug } from './categories.ts';
import { CATALOG_WORDS } from './catalog-words.ts';
import type { Colour } from './colours.ts';
import { describeGoods } from './descriptions.ts';
import { pictureColours } from './goods-pictures.ts';
import { OPTION_SETS, type OptionValue } from './option-sets.ts';
import { COVER_WIDTH, goodsImageName, seedImageUrl } from './paths.ts';
import { Rng } from './prng.ts';
import { SHOPS } from './shops.ts';
import type { PictureKey } from './svg-goods.ts';

export interface SkuDraft {
  dimensionValue: string;
  price: number;
  discountPrice: number | null;
  cost: number;
  stock: number;
}

/** One product as the seed will insert it; `shopN`/`slug` are resolved to ids at insert time. */
export interface GoodsDraft {
  shopN: number;
  slug: CategorySlug;
  title: string;
  description: string;
  cover: string;
  images: string[];
  dimensions: GoodsDimension[];
  price: number;
  discountPrice: number | null;
  rating: number;
  reviewCount: number;
  sales: number;
  stock: number;
  /** created_at = seeding time minus this, so "new arrivals" stay fresh whenever you seed. */
  ageSeconds: number;
  skus: SkuDraft[];
}

const MAX_AGE_SECONDS = 180 * 24 * 3600;

/** Shop-style prices ending in .99, never below $0.99. */
export function toPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 100) * 100 - 1);
}

const goodsImageUrl = (picture: PictureKey, colour: Colour): string =>
  seedImageUrl('goods', goodsImageName(picture, colour.value), COVER_WIDTH);

/**
 * Product number `ordinal` of the demo catalog. A pure function of the ordinal: products are
 * dealt to shops round-robin (so every shop, the demo seller's included, gets 1/15 of the
 * catalog), each of the shop's own trade, and everything else comes from a generator seeded by
 * the ordinal. Its pictures are its kind's illustration in the colours it comes in.
 */
export function generateGoods(ordinal: number): GoodsDraft {
  const rng = Rng.for('goods', ordinal);
  const shop = SHOPS[ordinal % SHOPS.length];
  if (!shop) throw new Error('no shops to deal goods to');
  const slug = shop.trade;
  const words = CATALOG_WORDS[slug];
  const kind = rng.pick(words.kinds);
  const title = words.title(rng, kind);
  const palette = pictureColours(slug, kind);
  const optionSet = kind.options ? OPTION_SETS[kind.options] : undefined;

  // A colour-only product offers more colours than one that also varies by size, which keeps
  // the sku count (colours x sizes) believable and the 100k-goods catalog to a few skus each.
  const colours = kind.colour === false ? [] : rng.sample(palette, optionSet ? rng.int(1, 3) : rng.int(2, 4));
  const options: readonly OptionValue[] = optionSet
    ? rng.run(optionSet.values, rng.int(optionSet.min, optionSet.max))
    : [];

  const dimensions: GoodsDimension[] = [];
  if (colours.length > 0) {
    dimensions.push({ name: 'Colour', values: colours.map((c) => ({ label: c.label, value: c.value })) });
  }
  if (optionSet && options.length > 0) {
    dimensions.push({ name: optionSet.name, values: options.map((o) => ({ label: o.label, value: o.value })) });
  }

  // Images: the cover in the first offered colour, then the other offered colours, then other
  // colours of the kind, so a gallery has 2-4 distinct pictures.
  const imageColours: Colour[] = [...colours];
  for (const extra of rng.sample(palette, palette.length)) {
    if (!imageColours.includes(extra)) imageColours.push(extra);
  }
  const images = imageColours.slice(0, rng.int(2, 4)).map((c) => goodsImageUrl(kind.picture, c));
  const cover = images[0] ?? goodsImageUrl(kind.picture, palette[0] as Colour);

  const [minPrice, maxPrice] = kind.price ?? words.price;
  const basePrice = rng.logInt(minPrice, maxPrice);
  const discountPercent = rng.chance(0.3) ? rng.int(10, 40) : 0;
  const skus = buildSkus(rng, colours.length, options, basePrice, discountPercent);

  const reviewCount = rng.chance(0.9) ? rng.logInt(1, 2500) : 0;
  // Squaring a uniform draw skews ratings towards 5, like real marketplaces (mean about 4.3).
  const rating = reviewCount > 0 ? Math.round((5 - 2 * rng.float() ** 2) * 100) / 100 : 0;

  return {
    shopN: shop.n,
    slug,
    title,
    description: describeGoods(rng, slug, title),
    cover,
    images,
    dimensions,
    price: Math.min(...skus.map((s) => s.price)),
    discountPrice: discountPercent > 0 ? Math.min(...skus.map((s) => s.discountPrice ?? s.price)) : null,
    rating,
    reviewCount,
    sales: reviewCount * rng.int(3, 12) + rng.int(0, 40),
    stock: skus.reduce((sum, s) => sum + s.stock, 0),
    ageSeconds: rng.int(0, MAX_AGE_SECONDS - 1),
    skus,
  };
}

/**
 * One sku per combination of dimension values. `dimension_value` joins the chosen value index of
 * each dimension with '_' (colour first), matching how the web encodes a selection.
 */
function buildSkus(
  rng: Rng,
  colourCount: number,
  options: readonly OptionValue[],
  basePrice: number,
  discountPercent: number,
): SkuDraft[] {
  const colourIndexes = colourCount > 0 ? range(colourCount) : [undefined];
  const optionIndexes = options.length > 0 ? range(options.length) : [undefined];
  const skus: SkuDraft[] = [];
  for (const c of colourIndexes) {
    for (const o of optionIndexes) {
      const factor = o === undefined ? 1 : (options[o]?.priceFactor ?? 1);
      const price = toPrice(basePrice * factor);
      const discountPrice =
        discountPercent > 0 ? Math.min(price - 1, toPrice((price * (100 - discountPercent)) / 100)) : null;
      skus.push({
        dimensionValue: [c, o].filter((i) => i !== undefined).join('_'),
        price,
        discountPrice,
        cost: Math.round((price * rng.int(50, 70)) / 100),
        // About one sku in sixteen is sold out, so "out of stock" states show up in the demo.
        stock: rng.chance(0.06) ? 0 : rng.int(1, 200),
      });
    }
  }
  return skus;
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
