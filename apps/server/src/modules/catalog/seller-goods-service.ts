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
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { ServerMessageKey } from '../../i18n/server-messages.ts';
import { goodsWithOrders, skusWithOrders } from '../orders/ordered-goods.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { publishRefusal, statusOnSave } from './catalog-policy.ts';
import { dimensionLabel } from './commerce-repository.ts';
import { sanitizeGoodsHtml } from './goods-html.ts';
import { isLeafCategory } from './categories-repository.ts';
import {
  deleteGoods,
  deleteSkus,
  deleteTranslations,
  deleteWarehouse,
  formSkus,
  goodsTranslations,
  goodsWithSkus,
  insertGoods,
  insertSkus,
  insertTranslations,
  lockGoodsForDelete,
  lockGoodsForSave,
  lockShopGoods,
  lockShopSku,
  lockShopWarehouse,
  lockShopWarehouses,
  saveWarehouse,
  setGoodsStatus,
  setSkuStock,
  shopGoodsForEdit,
  shopGoodsPage,
  shopGoodsRow,
  shopWarehouses,
  skuStocksOf,
  updateGoods,
  updateSkus,
  warehouseInUse,
  type SkuRecord,
} from './seller-goods-repository.ts';
import { ownedShop } from './shops-repository.ts';
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
    const shop = await ownedShop(db, userIdx);
    if (!shop) throw notASeller();
    return shop;
  }

  async list(userIdx: number, filters: SellerGoodsListFilters & { page: number }): Promise<SellerGoodsPage> {
    const shop = await this.shopOf(userIdx);
    const size = SELLER_GOODS_PAGE_SIZE;
    const [total, rows, counts] = await shopGoodsPage(this.db, shop.idx, filters, size);
    const skus = await skuStocksOf(
      this.db,
      rows.map((row) => row.idx),
    );
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
    const goods = await shopGoodsRow(db, shopIdx, idx);
    if (!goods) throw ApiError.notFound();
    const [skus, translations, ordered] = await Promise.all([
      formSkus(db, idx),
      goodsTranslations(db, idx),
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
    const existing = form.idx ? await shopGoodsForEdit(this.db, shop.idx, form.idx) : undefined;
    if (form.idx && !existing) throw ApiError.notFound();
    const lang = form.lang ?? existing?.lang ?? shop.lang;
    const title = form.title.trim();
    const description = sanitizeGoodsHtml(form.description);
    const translations = form.translations.map((t) => ({
      lang: t.lang,
      title: t.title.trim(),
      description: sanitizeGoodsHtml(t.description),
    }));
    const status: SellerGoodsStatus = statusOnSave(form.status, existing?.taken_down_at);
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
      const warehouseIdx = await lockShopWarehouse(trx, shop.idx, form.warehouseIdx ?? existing?.warehouse_idx);
      if (warehouseIdx === null) throw fieldError('warehouseIdx', 'goodsWarehouseInvalid');
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
      };
      if (existing) {
        goodsIdx = existing.idx;
        const locked = await lockGoodsForSave(trx, goodsIdx);
        if (!locked.goods) throw ApiError.notFound();
        const currentIdxs = new Set(locked.skuIdxs);
        grid.forEach((sku, i) => {
          if (sku.idx !== undefined && !currentIdxs.has(sku.idx)) throw fieldError(`skus.${i}.idx`, 'invalidField');
        });
        const removed = locked.skuIdxs.filter((idx) => !seenIdx.has(idx));
        if ((await skusWithOrders(trx, removed)).size > 0) throw fieldError('skus', 'goodsSkuHasOrders');
        // Taken down by staff while this form was open: still off shelf.
        const finalStatus = statusOnSave(status, locked.goods.taken_down_at);
        await updateGoods(trx, goodsIdx, {
          ...columns,
          status: finalStatus,
          taken_down_at: null,
          taken_down_reason: null,
        });
        await deleteSkus(trx, removed);
        await updateSkus(trx, goodsIdx, grid.filter((sku) => sku.idx !== undefined).map(skuRecord));
        await deleteTranslations(trx, goodsIdx);
      } else {
        goodsIdx = await insertGoods(trx, { ...columns, shop_idx: shop.idx });
      }
      await insertSkus(trx, goodsIdx, grid.filter((sku) => sku.idx === undefined).map(skuRecord));
      await insertTranslations(trx, goodsIdx, translations);
      return this.readDetail(trx, shop.idx, goodsIdx);
    });
  }

  /** Publishes or unpublishes some of the shop's goods, all or none. */
  async setStatus(userIdx: number, idxs: readonly number[], status: 'on_sale' | 'off_shelf'): Promise<number[]> {
    const shop = await this.shopOf(userIdx);
    const wanted = [...new Set(idxs)].sort((a, b) => a - b);
    return this.db.transaction().execute(async (trx) => {
      const rows = await lockShopGoods(trx, shop.idx, wanted);
      const missing = wanted.find((idx) => !rows.some((row) => row.idx === idx));
      if (missing !== undefined) throw new ApiError(Code.notFound, 'notFound', {}, { idx: missing });
      if (status === 'on_sale') {
        const withSkus = await goodsWithSkus(trx, wanted);
        for (const row of rows) {
          const refusal = publishRefusal(row, withSkus.has(row.idx));
          if (refusal === 'takenDown')
            throw new ApiError(Code.forbidden, 'goodsTakenDown', { title: row.title }, { idx: row.idx });
          if (refusal === 'incomplete')
            throw new ApiError(
              Code.invalidInput,
              'goodsIncomplete',
              { title: row.title },
              { field: 'idxs', idx: row.idx },
            );
        }
      }
      await setGoodsStatus(
        trx,
        rows.filter((row) => row.status !== status).map((row) => row.idx),
        status,
      );
      return wanted;
    });
  }

  /** Sets one SKU's stock; its product's total moves by the difference in the same transaction. */
  async setStock(userIdx: number, skuIdx: number, stock: number) {
    const shop = await this.shopOf(userIdx);
    if (stock < 0 || stock > GOODS_STOCK_MAX) throw issueError({ field: 'stock', reason: 'stockRange' });
    return this.db.transaction().execute(async (trx) => {
      const sku = await lockShopSku(trx, shop.idx, skuIdx);
      if (!sku) throw ApiError.notFound();
      const goodsStock = await setSkuStock(trx, sku, stock);
      return { skuIdx, stock, goodsIdx: sku.goods_idx, goodsStock };
    });
  }

  /** Deletes one of the shop's goods that no order names (with its SKUs and translations). */
  async delete(userIdx: number, idx: number): Promise<void> {
    const shop = await this.shopOf(userIdx);
    await this.db.transaction().execute(async (trx) => {
      if (!(await lockGoodsForDelete(trx, shop.idx, idx))) throw ApiError.notFound();
      if ((await goodsWithOrders(trx, [idx])).size > 0) throw new ApiError(Code.forbidden, 'goodsHasOrders');
      await deleteGoods(trx, idx);
    });
  }

  /** The category must exist and have no sub-categories. */
  private async checkCategory(categoryIdx: number): Promise<void> {
    if (!(await isLeafCategory(this.db, categoryIdx))) throw fieldError('categoryIdx', 'goodsCategoryInvalid');
  }

  /** Each picture is the caller's own public upload, or one the product already shows. */
  private async checkImages(userIdx: number, images: readonly string[], kept: readonly string[]): Promise<void> {
    for (const [i, url] of images.entries()) {
      if (kept.includes(url)) continue;
      if (images.indexOf(url) !== i || !(await this.uploads.isOwnUpload(userIdx, url)))
        throw fieldError(`images.${i}`, 'goodsImageNotUploaded');
    }
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

const skuRecord = (sku: GridSku): SkuRecord => ({
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
    const rows = await shopWarehouses(this.db, shop.idx);
    return rows.map(toWarehouse);
  }

  async save(userIdx: number, form: { idx?: number | undefined; name: string; city: string; country: string }) {
    const shop = await this.goods.shopOf(userIdx);
    if (form.country !== '' && !this.countries.has(form.country)) throw fieldError('country', 'invalidField');
    const values = { name: form.name, city: form.city, country: form.country };
    const saved = await saveWarehouse(this.db, shop.idx, form.idx, values);
    if (saved === null) throw ApiError.notFound();
    const row = (await this.list(userIdx)).find((w) => w.idx === saved);
    if (!row) throw ApiError.notFound();
    return row;
  }

  async delete(userIdx: number, idx: number): Promise<void> {
    const shop = await this.goods.shopOf(userIdx);
    await this.db.transaction().execute(async (trx) => {
      const idxs = await lockShopWarehouses(trx, shop.idx);
      if (!idxs.includes(idx)) throw ApiError.notFound();
      if (idxs.length <= 1) throw new ApiError(Code.forbidden, 'warehouseLast');
      if (await warehouseInUse(trx, idx)) throw new ApiError(Code.forbidden, 'warehouseInUse');
      await deleteWarehouse(trx, idx);
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
