import {
  Code,
  GOODS_DESCRIPTION_MAX_CHARS,
  GOODS_DIMENSION_NAME_MAX_CHARS,
  GOODS_DIMENSION_VALUE_MAX_CHARS,
  GOODS_DIMENSION_VALUES_MAX,
  GOODS_DIMENSIONS_MAX,
  GOODS_IMAGES_MAX,
  GOODS_STOCK_MAX,
  GOODS_TITLE_MAX_CHARS,
  SELLER_GOODS_PAGE_SIZE,
  SKU_CODE_MAX_CHARS,
  sellerGoodsFormIssues,
  type GoodsDimension,
  type SellerGoodsDetail,
  type SellerGoodsFormParsed,
  type SellerGoodsIssue,
  type SellerGoodsIssueReason,
  type SellerGoodsListFilters,
  type SellerGoodsPage,
  type SellerGoodsStatus,
} from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { ServerMessageKey } from '../../i18n/server-messages.ts';
import { goodsWithOrders, skusWithOrders } from '../orders/ordered-goods.ts';
import { containsPattern } from '../search/keyword.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { dimensionLabel } from './goods-commerce.ts';
import { sanitizeGoodsHtml } from './goods-html.ts';
import { notASeller } from '../seller/seller-policy.ts';

/*
 * A shop's own goods as its owner edits them (issue 20 point 1). Every call first finds the
 * caller's shop (4003 without one) and reaches only that shop's goods (4004 for any other idx,
 * whoever owns it). The columns the storefront reads stay as the catalog reads them: goods.price
 * is the lowest SKU price, discount_price the lowest discounted one when it is lower, stock the
 * sum of the SKUs', cover the first picture, dimensions `{name, values: [{label, value}]}`, and
 * a SKU's dimension_value the value index of each dimension joined by '_'.
 *
 * Locks follow the checkout's order (skus by idx, then goods): a save takes a per-product
 * advisory lock first, so two saves of one product run one after the other and each sees the
 * SKUs the other left; a stock edit moves goods.stock by its difference, as an order does.
 */

/** The price limit as the refusal writes it. */
const PRICE_MAX_TEXT = '1,000,000';
/** The advisory lock namespace of a product's save (pg_advisory_xact_lock(namespace, idx)). */
const SAVE_LOCK_NAMESPACE = 2020;

const ISSUE_MESSAGES: Record<SellerGoodsIssueReason, [ServerMessageKey, Record<string, string>]> = {
  titleLength: ['goodsTitleLength', { max: String(GOODS_TITLE_MAX_CHARS) }],
  descriptionTooLong: ['goodsDescriptionTooLong', { max: String(GOODS_DESCRIPTION_MAX_CHARS) }],
  priceRange: ['goodsPriceRange', { max: PRICE_MAX_TEXT }],
  discountNotBelowPrice: ['goodsDiscountNotBelowPrice', {}],
  stockRange: ['goodsStockRange', { max: GOODS_STOCK_MAX.toLocaleString('en') }],
  tooManyImages: ['goodsTooManyImages', { max: String(GOODS_IMAGES_MAX) }],
  imagesRequired: ['goodsImagesRequired', {}],
  tooManyDimensions: ['goodsTooManyDimensions', { max: String(GOODS_DIMENSIONS_MAX) }],
  dimensionName: ['goodsDimensionName', { max: String(GOODS_DIMENSION_NAME_MAX_CHARS) }],
  tooManyValues: ['goodsTooManyValues', { max: String(GOODS_DIMENSION_VALUES_MAX) }],
  dimensionValue: ['goodsDimensionValue', { max: String(GOODS_DIMENSION_VALUE_MAX_CHARS) }],
  duplicateValue: ['goodsDuplicateValue', {}],
  skuGrid: ['goodsSkuGrid', {}],
  skusRequired: ['goodsSkusRequired', {}],
  skuCodeTooLong: ['goodsSkuCodeTooLong', { max: String(SKU_CODE_MAX_CHARS) }],
  translationLang: ['goodsTranslationLang', {}],
  duplicateTranslation: ['goodsDuplicateTranslation', {}],
};

/** A 4000 naming the field, with the issue's translated message. */
function issueError(issue: SellerGoodsIssue): ApiError {
  const [key, params] = ISSUE_MESSAGES[issue.reason];
  return fieldError(issue.field, key, params);
}

function fieldError(field: string, key: ServerMessageKey, params: Record<string, string> = {}): ApiError {
  return new ApiError(Code.invalidInput, key, { field, ...params }, { field, reason: key });
}

const SORT_COLUMNS = {
  updated: 'g.updated_at',
  price: 'g.price',
  stock: 'g.stock',
  sales: 'g.sales',
  title: 'g.title',
} as const;

interface Shop {
  idx: number;
  lang: string;
}

/** A form SKU with its place in the grid. */
interface GridSku {
  idx: number | undefined;
  dimensionValue: string;
  price: number;
  discountPrice: number | null;
  stock: number;
  skuCode: string;
}

export class SellerGoodsService {
  constructor(
    private readonly db: Db,
    private readonly uploads: Pick<UploadsService, 'isOwnUpload'>,
  ) {}

  /** The caller's shop; 4003 when they own none (a buyer). */
  async shopOf(userIdx: number, db: Db = this.db): Promise<Shop> {
    const shop = await db
      .selectFrom('shops')
      .select(['idx', 'lang'])
      .where('owner_idx', '=', userIdx)
      .executeTakeFirst();
    if (!shop) throw notASeller();
    return shop;
  }

  async list(userIdx: number, filters: SellerGoodsListFilters & { page: number }): Promise<SellerGoodsPage> {
    const shop = await this.shopOf(userIdx);
    const size = SELLER_GOODS_PAGE_SIZE;
    let query = this.db.selectFrom('goods as g').where('g.shop_idx', '=', shop.idx);
    if (filters.kw) query = query.where('g.title', 'ilike', containsPattern(filters.kw));
    if (filters.status) query = query.where('g.status', '=', filters.status);
    if (filters.categoryIdx) query = query.where('g.category_idx', '=', filters.categoryIdx);
    const dir = filters.dir ?? 'desc';
    const [total, rows, counts] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      query
        .select([
          'g.idx',
          'g.cover',
          'g.title',
          'g.price',
          'g.discount_price',
          'g.stock',
          'g.status',
          'g.sales',
          'g.updated_at',
          'g.taken_down_reason',
          'g.category_idx',
          'g.dimensions',
        ])
        .orderBy(SORT_COLUMNS[filters.sort ?? 'updated'], dir)
        .orderBy('g.idx', dir)
        .limit(size)
        .offset((filters.page - 1) * size)
        .execute(),
      this.db
        .selectFrom('goods')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('shop_idx', '=', shop.idx)
        .groupBy('status')
        .execute(),
    ]);
    const skus =
      rows.length === 0
        ? []
        : await this.db
            .selectFrom('skus')
            .select(['idx', 'goods_idx', 'dimension_value', 'stock'])
            .where(
              'goods_idx',
              'in',
              rows.map((row) => row.idx),
            )
            .orderBy('idx')
            .execute();
    const countOf = (status: SellerGoodsStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
    return {
      rows: rows.map((row) => ({
        idx: row.idx,
        cover: row.cover,
        title: row.title,
        price: Number(row.price),
        discountPrice: row.discount_price === null ? null : Number(row.discount_price),
        stock: row.stock,
        status: row.status,
        sales: row.sales,
        updatedAt: row.updated_at.toISOString(),
        takenDownReason: row.taken_down_reason,
        categoryIdx: row.category_idx,
        skus: skus
          .filter((sku) => sku.goods_idx === row.idx)
          .map((sku) => ({
            idx: sku.idx,
            label: dimensionLabel(row.dimensions, sku.dimension_value),
            stock: sku.stock,
          })),
      })),
      paging: { current: filters.page, total: Number(total.n), size },
      counts: {
        all: counts.reduce((sum, c) => sum + Number(c.n), 0),
        draft: countOf('draft'),
        on_sale: countOf('on_sale'),
        off_shelf: countOf('off_shelf'),
      },
    };
  }

  async detail(userIdx: number, idx: number): Promise<SellerGoodsDetail> {
    const shop = await this.shopOf(userIdx);
    return this.readDetail(this.db, shop.idx, idx);
  }

  /** One of the shop's goods as the form shows it; 4004 for any other. */
  private async readDetail(db: Db, shopIdx: number, idx: number): Promise<SellerGoodsDetail> {
    const goods = await db
      .selectFrom('goods')
      .selectAll()
      .where('idx', '=', idx)
      .where('shop_idx', '=', shopIdx)
      .executeTakeFirst();
    if (!goods) throw ApiError.notFound();
    const [skus, translations, ordered] = await Promise.all([
      db
        .selectFrom('skus')
        .select(['idx', 'dimension_value', 'price', 'discount_price', 'stock', 'sku_code'])
        .where('goods_idx', '=', idx)
        .orderBy('idx')
        .execute(),
      db
        .selectFrom('goods_translations')
        .select(['lang', 'title', 'description'])
        .where('goods_idx', '=', idx)
        .orderBy('lang')
        .execute(),
      goodsWithOrders(db, [idx]),
    ]);
    const dimensions = goods.dimensions;
    return {
      idx: goods.idx,
      categoryIdx: goods.category_idx,
      lang: goods.lang,
      title: goods.title,
      description: goods.description,
      translations,
      images: goods.images.length > 0 ? goods.images : goods.cover ? [goods.cover] : [],
      dimensions: dimensions.map((d) => ({ name: d.name, values: d.values.map((v) => v.label) })),
      skus: skus.map((sku) => ({
        idx: sku.idx,
        values:
          sku.dimension_value === ''
            ? []
            : sku.dimension_value.split('_').map((pick, d) => dimensions[d]?.values[Number(pick)]?.label ?? ''),
        price: Number(sku.price),
        discountPrice: sku.discount_price === null ? null : Number(sku.discount_price),
        stock: sku.stock,
        skuCode: sku.sku_code,
      })),
      warehouseIdx: goods.warehouse_idx,
      status: goods.status,
      takenDownReason: goods.taken_down_at === null ? null : (goods.taken_down_reason ?? ''),
      hasOrders: ordered.has(idx),
      sales: goods.sales,
      updatedAt: goods.updated_at.toISOString(),
    };
  }

  /**
   * Creates (no idx) or saves one of the shop's goods. Every check runs before anything is
   * written; a refusal changes nothing.
   */
  async save(userIdx: number, form: SellerGoodsFormParsed): Promise<SellerGoodsDetail> {
    const shop = await this.shopOf(userIdx);
    const existing = form.idx
      ? await this.db
          .selectFrom('goods')
          .select(['idx', 'lang', 'images', 'cover', 'dimensions', 'warehouse_idx', 'taken_down_at'])
          .where('idx', '=', form.idx)
          .where('shop_idx', '=', shop.idx)
          .executeTakeFirst()
      : undefined;
    if (form.idx && !existing) throw ApiError.notFound();
    const lang = form.lang ?? existing?.lang ?? shop.lang;
    const title = form.title.trim();
    const description = sanitizeGoodsHtml(form.description);
    const translations = form.translations.map((t) => ({
      lang: t.lang,
      title: t.title.trim(),
      description: sanitizeGoodsHtml(t.description),
    }));
    // A product staff took down stays off shelf when edited: the edit clears the takedown, and
    // the seller publishes again.
    const status: SellerGoodsStatus =
      form.status === 'on_sale' && existing?.taken_down_at != null ? 'off_shelf' : form.status;
    const checked = { ...form, title, description, translations, lang };
    const issue = sellerGoodsFormIssues(checked, { publishing: status === 'on_sale' })[0];
    if (issue) throw issueError(issue);
    await this.checkCategory(form.categoryIdx);
    await this.checkImages(userIdx, form.images, existing ? [existing.cover, ...existing.images] : []);
    const dimensions = buildDimensions(form.dimensions, existing?.dimensions ?? []);
    const grid = form.skus.map((sku): GridSku => ({
      idx: sku.idx,
      dimensionValue: sku.values
        .map((value, d) => dimensions[d]?.values.findIndex((v) => v.label === value.trim()) ?? -1)
        .join('_'),
      price: sku.price,
      discountPrice: sku.discountPrice,
      stock: sku.stock,
      skuCode: sku.skuCode.trim(),
    }));
    const seenIdx = new Set<number>();
    grid.forEach((sku, i) => {
      if (sku.idx === undefined) return;
      if (seenIdx.has(sku.idx)) throw fieldError(`skus.${i}.idx`, 'invalidField');
      seenIdx.add(sku.idx);
    });

    return this.db.transaction().execute(async (trx) => {
      const warehouseIdx = await this.lockWarehouse(trx, shop.idx, form.warehouseIdx ?? existing?.warehouse_idx);
      let goodsIdx: number;
      const figures = goodsFigures(grid);
      const columns = {
        category_idx: form.categoryIdx,
        lang,
        title,
        description,
        cover: form.images[0] ?? '',
        images: JSON.stringify(form.images),
        dimensions: JSON.stringify(dimensions),
        price: figures.price,
        discount_price: figures.discountPrice,
        stock: figures.stock,
        status,
        warehouse_idx: warehouseIdx,
        updated_at: sql<Date>`now()`,
      };
      if (existing) {
        goodsIdx = existing.idx;
        await sql`select pg_advisory_xact_lock(${SAVE_LOCK_NAMESPACE}, ${goodsIdx})`.execute(trx);
        const current = await trx
          .selectFrom('skus')
          .select('idx')
          .where('goods_idx', '=', goodsIdx)
          .orderBy('idx')
          .forUpdate()
          .execute();
        const locked = await trx
          .selectFrom('goods')
          .select(['idx', 'taken_down_at'])
          .where('idx', '=', goodsIdx)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw ApiError.notFound();
        const currentIdxs = new Set(current.map((row) => row.idx));
        grid.forEach((sku, i) => {
          if (sku.idx !== undefined && !currentIdxs.has(sku.idx)) throw fieldError(`skus.${i}.idx`, 'invalidField');
        });
        const removed = current.map((row) => row.idx).filter((idx) => !seenIdx.has(idx));
        if ((await skusWithOrders(trx, removed)).size > 0) throw fieldError('skus', 'goodsSkuHasOrders');
        // Taken down by staff while this form was open: still off shelf.
        const finalStatus = status === 'on_sale' && locked.taken_down_at !== null ? 'off_shelf' : status;
        await trx
          .updateTable('goods')
          .set({ ...columns, status: finalStatus, taken_down_at: null, taken_down_reason: null })
          .where('idx', '=', goodsIdx)
          .execute();
        if (removed.length > 0) await trx.deleteFrom('skus').where('idx', 'in', removed).execute();
        const kept = grid.filter((sku) => sku.idx !== undefined);
        if (kept.length > 0) {
          // Two steps, so values may move between SKUs without meeting unique (goods_idx, dimension_value).
          await trx
            .updateTable('skus')
            .set({ dimension_value: sql<string>`'~' || idx` })
            .where(
              'idx',
              'in',
              kept.map((sku) => sku.idx ?? 0),
            )
            .execute();
          await sql`
            update skus s set dimension_value = t.d, price = t.p, discount_price = t.dp, stock = t.s, sku_code = t.c
            from jsonb_to_recordset(${JSON.stringify(kept.map(skuRecord))}::jsonb)
              as t(i int, d text, p bigint, dp bigint, s int, c text)
            where s.idx = t.i and s.goods_idx = ${goodsIdx}`.execute(trx);
        }
        await trx.deleteFrom('goods_translations').where('goods_idx', '=', goodsIdx).execute();
      } else {
        const created = await trx
          .insertInto('goods')
          .values({ ...columns, shop_idx: shop.idx })
          .returning('idx')
          .executeTakeFirstOrThrow();
        goodsIdx = created.idx;
      }
      const added = grid.filter((sku) => sku.idx === undefined);
      if (added.length > 0) {
        await sql`
          insert into skus (goods_idx, dimension_value, price, discount_price, stock, sku_code)
          select ${goodsIdx}, t.d, t.p, t.dp, t.s, t.c
          from jsonb_to_recordset(${JSON.stringify(added.map(skuRecord))}::jsonb)
            as t(d text, p bigint, dp bigint, s int, c text)`.execute(trx);
      }
      if (translations.length > 0) {
        await trx
          .insertInto('goods_translations')
          .values(translations.map((t) => ({ goods_idx: goodsIdx, ...t })))
          .execute();
      }
      return this.readDetail(trx, shop.idx, goodsIdx);
    });
  }

  /** Publishes or unpublishes some of the shop's goods, all or none. */
  async setStatus(userIdx: number, idxs: readonly number[], status: 'on_sale' | 'off_shelf'): Promise<number[]> {
    const shop = await this.shopOf(userIdx);
    const wanted = [...new Set(idxs)].sort((a, b) => a - b);
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('goods')
        .select(['idx', 'title', 'status', 'taken_down_at', 'cover'])
        .where('idx', 'in', wanted)
        .where('shop_idx', '=', shop.idx)
        .orderBy('idx')
        .forUpdate()
        .execute();
      const missing = wanted.find((idx) => !rows.some((row) => row.idx === idx));
      if (missing !== undefined) throw new ApiError(Code.notFound, 'notFound', {}, { idx: missing });
      if (status === 'on_sale') {
        const withSkus = new Set(
          (await trx.selectFrom('skus').select('goods_idx').distinct().where('goods_idx', 'in', wanted).execute()).map(
            (row) => row.goods_idx,
          ),
        );
        for (const row of rows) {
          if (row.taken_down_at !== null)
            throw new ApiError(Code.forbidden, 'goodsTakenDown', { title: row.title }, { idx: row.idx });
          if (row.cover === '' || !withSkus.has(row.idx))
            throw new ApiError(
              Code.invalidInput,
              'goodsIncomplete',
              { title: row.title },
              { field: 'idxs', idx: row.idx },
            );
        }
      }
      const changing = rows.filter((row) => row.status !== status).map((row) => row.idx);
      if (changing.length > 0) {
        await trx
          .updateTable('goods')
          .set({ status, updated_at: sql<Date>`now()` })
          .where('idx', 'in', changing)
          .execute();
      }
      return wanted;
    });
  }

  /** Sets one SKU's stock; its product's total moves by the difference in the same transaction. */
  async setStock(userIdx: number, skuIdx: number, stock: number) {
    const shop = await this.shopOf(userIdx);
    if (stock < 0 || stock > GOODS_STOCK_MAX) throw issueError({ field: 'stock', reason: 'stockRange' });
    return this.db.transaction().execute(async (trx) => {
      const sku = await trx
        .selectFrom('skus as s')
        .innerJoin('goods as g', 'g.idx', 's.goods_idx')
        .select(['s.idx', 's.stock', 's.goods_idx'])
        .where('s.idx', '=', skuIdx)
        .where('g.shop_idx', '=', shop.idx)
        .forUpdate('s')
        .executeTakeFirst();
      if (!sku) throw ApiError.notFound();
      await trx.updateTable('skus').set({ stock }).where('idx', '=', skuIdx).execute();
      const goods = await trx
        .updateTable('goods')
        .set({ stock: sql<number>`stock + ${stock - sku.stock}`, updated_at: sql<Date>`now()` })
        .where('idx', '=', sku.goods_idx)
        .returning('stock')
        .executeTakeFirstOrThrow();
      return { skuIdx, stock, goodsIdx: sku.goods_idx, goodsStock: goods.stock };
    });
  }

  /** Deletes one of the shop's goods that no order names (with its SKUs and translations). */
  async delete(userIdx: number, idx: number): Promise<void> {
    const shop = await this.shopOf(userIdx);
    await this.db.transaction().execute(async (trx) => {
      // The SKUs first, as a checkout locks them: an order placed meanwhile is seen below.
      await trx.selectFrom('skus').select('idx').where('goods_idx', '=', idx).orderBy('idx').forUpdate().execute();
      const goods = await trx
        .selectFrom('goods')
        .select('idx')
        .where('idx', '=', idx)
        .where('shop_idx', '=', shop.idx)
        .forUpdate()
        .executeTakeFirst();
      if (!goods) throw ApiError.notFound();
      if ((await goodsWithOrders(trx, [idx])).size > 0) throw new ApiError(Code.forbidden, 'goodsHasOrders');
      await trx.deleteFrom('goods').where('idx', '=', idx).execute();
    });
  }

  /** The category must exist and have no sub-categories. */
  private async checkCategory(categoryIdx: number): Promise<void> {
    const category = await this.db
      .selectFrom('categories as c')
      .select([
        'c.idx',
        (eb) =>
          eb
            .selectFrom('categories as child')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('child.parent_idx', '=', 'c.idx')
            .as('children'),
      ])
      .where('c.idx', '=', categoryIdx)
      .executeTakeFirst();
    if (!category || Number(category.children ?? 0) > 0) throw fieldError('categoryIdx', 'goodsCategoryInvalid');
  }

  /** Each picture is the caller's own public upload, or one the product already shows. */
  private async checkImages(userIdx: number, images: readonly string[], kept: readonly string[]): Promise<void> {
    for (const [i, url] of images.entries()) {
      if (kept.includes(url)) continue;
      if (images.indexOf(url) !== i || !(await this.uploads.isOwnUpload(userIdx, url)))
        throw fieldError(`images.${i}`, 'goodsImageNotUploaded');
    }
  }

  /**
   * The warehouse the product ships from, locked (shared) until the save commits so it cannot be
   * deleted meanwhile: the one asked for (4000 when it is not the shop's), else the shop's first.
   */
  private async lockWarehouse(trx: Db, shopIdx: number, asked: number | undefined): Promise<number> {
    let query = trx.selectFrom('warehouses').select('idx').where('shop_idx', '=', shopIdx);
    query = asked === undefined ? query.orderBy('idx').limit(1) : query.where('idx', '=', asked);
    const row = await query.forShare().executeTakeFirst();
    if (!row) throw fieldError('warehouseIdx', 'goodsWarehouseInvalid');
    return row.idx;
  }
}

/** The stored dimensions: labels as written, each value keeping its existing key when it had one. */
function buildDimensions(
  form: readonly { name: string; values: readonly string[] }[],
  previous: readonly GoodsDimension[],
): GoodsDimension[] {
  return form.map((dimension, d) => ({
    name: dimension.name.trim(),
    values: dimension.values.map((raw) => {
      const label = raw.trim();
      const before = previous[d]?.values.find((v) => v.label === label);
      return { label, value: before?.value ?? label };
    }),
  }));
}

/** goods.price, discount_price and stock as the storefront reads them. */
function goodsFigures(skus: readonly GridSku[]): { price: number; discountPrice: number | null; stock: number } {
  if (skus.length === 0) return { price: 0, discountPrice: null, stock: 0 };
  const price = Math.min(...skus.map((sku) => sku.price));
  const lowest = Math.min(...skus.map((sku) => sku.discountPrice ?? sku.price));
  return {
    price,
    discountPrice: lowest < price ? lowest : null,
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
  };
}

const skuRecord = (sku: GridSku) => ({
  i: sku.idx,
  d: sku.dimensionValue,
  p: sku.price,
  dp: sku.discountPrice,
  s: sku.stock,
  c: sku.skuCode,
});

/** Warehouses (where a shop's goods ship from) as the seller centre edits them. */
export class WarehousesService {
  constructor(
    private readonly db: Db,
    private readonly goods: SellerGoodsService,
    private readonly countries: ReadonlySet<string>,
  ) {}

  async list(userIdx: number) {
    const shop = await this.goods.shopOf(userIdx);
    const rows = await this.db
      .selectFrom('warehouses as w')
      .select([
        'w.idx',
        'w.name',
        'w.city',
        'w.country',
        (eb) =>
          eb
            .selectFrom('goods as g')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('g.warehouse_idx', '=', 'w.idx')
            .as('goods_count'),
      ])
      .where('w.shop_idx', '=', shop.idx)
      .orderBy('w.idx')
      .execute();
    return rows.map(toWarehouse);
  }

  async save(userIdx: number, form: { idx?: number | undefined; name: string; city: string; country: string }) {
    const shop = await this.goods.shopOf(userIdx);
    if (form.country !== '' && !this.countries.has(form.country)) throw fieldError('country', 'invalidField');
    const values = { name: form.name, city: form.city, country: form.country };
    const saved = form.idx
      ? await this.db
          .updateTable('warehouses')
          .set(values)
          .where('idx', '=', form.idx)
          .where('shop_idx', '=', shop.idx)
          .returning('idx')
          .executeTakeFirst()
      : await this.db
          .insertInto('warehouses')
          .values({ ...values, shop_idx: shop.idx })
          .returning('idx')
          .executeTakeFirstOrThrow();
    if (!saved) throw ApiError.notFound();
    const row = (await this.list(userIdx)).find((w) => w.idx === saved.idx);
    if (!row) throw ApiError.notFound();
    return row;
  }

  async delete(userIdx: number, idx: number): Promise<void> {
    const shop = await this.goods.shopOf(userIdx);
    await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('warehouses')
        .select('idx')
        .where('shop_idx', '=', shop.idx)
        .orderBy('idx')
        .forUpdate()
        .execute();
      if (!rows.some((row) => row.idx === idx)) throw ApiError.notFound();
      if (rows.length <= 1) throw new ApiError(Code.forbidden, 'warehouseLast');
      const used = await trx.selectFrom('goods').select('idx').where('warehouse_idx', '=', idx).limit(1).execute();
      if (used.length > 0) throw new ApiError(Code.forbidden, 'warehouseInUse');
      await trx.deleteFrom('warehouses').where('idx', '=', idx).execute();
    });
  }
}

function toWarehouse(row: { idx: number; name: string; city: string; country: string; goods_count: number | null }) {
  return {
    idx: row.idx,
    name: row.name,
    city: row.city,
    country: row.country,
    goodsCount: Number(row.goods_count ?? 0),
  };
}
