import { mkdtemp, rm } from 'node:fs/promises';
import { DEMO_SELLER_EXTRAS } from './seller-goods.ts';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { CategorySlug } from './categories.ts';
import { COLOURS, type ColourKey } from './colours.ts';
import { seedDemoData } from './seed.ts';
import { SHOPS } from './shops.ts';
import { goodsSvg, type PictureKey } from './svg-goods.ts';

/**
 * What a product's title says it is, and so which illustration must show it. Written out here
 * rather than read from the generator, so a kind whose name and picture drift apart fails.
 * Books are named like books ("The Silent Harbour"): their category says what they are.
 */
const PICTURE_BY_TITLE: readonly (readonly [RegExp, PictureKey])[] = [
  [/Shirt$/, 'shirt'],
  [/(Smartphone|Camera Phone)$/, 'phone'],
  [/(Laptop|Ultrabook)$/, 'laptop'],
  [/Lamp$/, 'lamp'],
  [/(Throw Pillow|Cushion)$/, 'pillow'],
  [/Lipstick & (Eau de )?Parfum (Gift Set|Duo|Set)$/, 'cosmetics'],
  [/Basketball$/, 'ball'],
  [/(Teddy Bear|Bear Plush Toy)$/, 'teddy'],
  [/(Honey|Jam)$/, 'jar'],
  [/(Hot Chocolate|Chai Latte) Mix$/, 'mug'],
  [/Ring$/, 'ring'],
  [/Sneakers$/, 'sneaker'],
  [/Kettle( 1\.7L)?$/, 'kettle'],
];
/** The category whose goods each illustration shows. */
const CATEGORY_OF_PICTURE: Record<PictureKey, CategorySlug> = {
  shirt: 'fashion',
  phone: 'phones',
  laptop: 'computers',
  lamp: 'home',
  pillow: 'home',
  cosmetics: 'beauty',
  ball: 'sports',
  teddy: 'toys',
  book: 'books',
  jar: 'food',
  mug: 'food',
  ring: 'jewelry',
  sneaker: 'shoes',
  kettle: 'appliances',
};

function pictureOf(title: string, category: string): PictureKey | undefined {
  if (category === 'books') return 'book';
  const matches = PICTURE_BY_TITLE.filter(([pattern]) => pattern.test(title));
  return matches.length === 1 ? matches[0]?.[1] : undefined;
}

let handle: DatabaseHandle;
let uploadsDir: string;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'seed-pictures-test-'));
  await seedDemoData(handle.db, { uploadsDir });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

/** A picture shrunk to 32 x 32 RGB, enough to tell one drawing from another. */
async function thumbnail(input: Buffer | string, density?: number): Promise<Buffer> {
  return sharp(input, density ? { density } : {})
    .resize(32, 32)
    .removeAlpha()
    .raw()
    .toBuffer();
}
const meanDifference = (a: Buffer, b: Buffer): number =>
  a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;
const svgThumbnail = (picture: PictureKey, colour: ColourKey) =>
  thumbnail(Buffer.from(goodsSvg(picture, COLOURS[colour].hex)), (72 * 32) / 480);

describe('the demo catalog', () => {
  it('shows every product in pictures of what it is, sold by a shop of that trade', async () => {
    const goods = await handle.db
      .selectFrom('goods')
      .innerJoin('categories', 'categories.idx', 'goods.category_idx')
      .innerJoin('shops', 'shops.idx', 'goods.shop_idx')
      .select([
        'goods.title',
        'goods.cover',
        'goods.images',
        'goods.dimensions',
        'categories.slug',
        'shops.name as shop',
      ])
      .execute();
    // The 400 generated goods and the demo seller's draft and off-shelf product.
    expect(goods).toHaveLength(400 + DEMO_SELLER_EXTRAS.length);
    const pictureSets = new Map<string, { picture: PictureKey; colour: ColourKey }>();
    for (const product of goods) {
      const what = `${product.title} (${product.slug}, ${product.shop})`;
      const picture = pictureOf(product.title, product.slug);
      expect(picture, what).toBeDefined();
      if (!picture) continue;
      expect(CATEGORY_OF_PICTURE[picture], what).toBe(product.slug);
      expect(SHOPS.find((shop) => shop.name === product.shop)?.trade, what).toBe(product.slug);

      const colours = product.images.map((url) => {
        const match = new RegExp(`^/uploads/seed/goods/${picture}-([a-z-]+)-480\\.webp$`).exec(url);
        expect(match, `${what}: ${url}`).not.toBeNull();
        return (match?.[1] ?? '') as ColourKey;
      });
      for (const colour of colours) {
        expect(COLOURS[colour], `${what}: ${colour}`).toBeDefined();
        pictureSets.set(`${picture}-${colour}`, { picture, colour });
      }
      // The cover shows the first colour the product is offered in.
      const offered = product.dimensions.find((dimension) => dimension.name === 'Colour')?.values[0]?.value;
      if (offered) expect(colours[0], what).toBe(offered);
      expect(product.cover).toBe(product.images[0]);
    }
    // Every category is sold, each by shops of its own trade.
    expect(new Set(goods.map((product) => product.slug)).size).toBe(12);

    // Each picture file is that illustration in that colour, not another drawing.
    for (const [name, { picture, colour }] of pictureSets) {
      const file = path.join(uploadsDir, 'seed', 'goods', `${name}-240.webp`);
      expect(meanDifference(await thumbnail(file), await svgThumbnail(picture, colour)), name).toBeLessThan(6);
    }
  });

  it('tells its illustrations apart at thumbnail size', async () => {
    // The check above means something only if two drawings in one colour differ well beyond it.
    const pillow = await svgThumbnail('pillow', 'teal');
    expect(meanDifference(pillow, await svgThumbnail('lamp', 'teal'))).toBeGreaterThan(12);
    const jar = await svgThumbnail('jar', 'orange');
    expect(meanDifference(jar, await svgThumbnail('mug', 'orange'))).toBeGreaterThan(12);
  });
});
