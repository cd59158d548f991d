import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { generateGoods } from './goods-gen.ts';
import { SHOPS } from './shops.ts';

/*
 * The demo seller's unfinished business (issue 20, demo data): besides its goods on sale, shop 1
 * has a second warehouse, a draft it has not published yet and a product it took off shelf (with
 * a German title beside its English one), each with SKUs and pictures made as the generated
 * catalog makes them, so /seller/goods shows every status from the first start.
 */

/** A product of the demo seller's trade, far beyond any catalog size the seed or a benchmark grows to. */
const ORDINAL_BASE = SHOPS.length * 1_000_000;

export const DEMO_SECOND_WAREHOUSE = { name: 'Returns and overflow', city: 'San Diego', country: 'US' };

export const DEMO_SELLER_EXTRAS = [
  {
    ordinal: ORDINAL_BASE,
    status: 'draft' as const,
    title: 'Relaxed Linen Camp Shirt',
    description:
      '<p>A light overshirt in washed linen, cut loose to wear open over a tee.</p><ul><li>Two chest pockets</li><li>Horn-effect buttons</li></ul>',
    translations: [],
  },
  {
    ordinal: ORDINAL_BASE + SHOPS.length,
    status: 'off_shelf' as const,
    title: 'Brushed Flannel Check Shirt',
    description: '<p>Soft brushed cotton flannel for cold mornings. <strong>Back in autumn.</strong></p>',
    translations: [
      {
        lang: 'de',
        title: 'Gebürstetes Flanellhemd mit Karomuster',
        description:
          '<p>Weicher, gebürsteter Baumwollflanell für kalte Morgen. <strong>Ab Herbst wieder da.</strong></p>',
      },
    ],
  },
];

/** Adds the second warehouse, the draft and the off-shelf product to the demo seller's shop. */
export async function insertSellerExtras(db: Kysely<Database>, shopIdx: number): Promise<void> {
  const warehouse = await db
    .insertInto('warehouses')
    .values({ shop_idx: shopIdx, ...DEMO_SECOND_WAREHOUSE })
    .returning('idx')
    .executeTakeFirstOrThrow();
  for (const [n, extra] of DEMO_SELLER_EXTRAS.entries()) {
    const made = generateGoods(extra.ordinal);
    const goods = await db
      .insertInto('goods')
      .values({
        shop_idx: shopIdx,
        category_idx: (eb) => eb.selectFrom('categories').select('idx').where('slug', '=', made.slug),
        title: extra.title,
        description: extra.description,
        cover: made.cover,
        images: JSON.stringify(made.images),
        dimensions: JSON.stringify(made.dimensions),
        price: made.price,
        discount_price: made.discountPrice,
        stock: made.stock,
        status: extra.status,
        // The off-shelf one ships from the second warehouse; the draft from the main one.
        ...(n === 1 ? { warehouse_idx: warehouse.idx } : {}),
      })
      .returning('idx')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('skus')
      .values(
        made.skus.map((sku, i) => ({
          goods_idx: goods.idx,
          dimension_value: sku.dimensionValue,
          price: sku.price,
          discount_price: sku.discountPrice,
          cost: sku.cost,
          stock: sku.stock,
          sku_code: `DS-${goods.idx}-${i + 1}`,
        })),
      )
      .execute();
    if (extra.translations.length > 0) {
      await db
        .insertInto('goods_translations')
        .values(extra.translations.map((t) => ({ goods_idx: goods.idx, ...t })))
        .execute();
    }
  }
}
