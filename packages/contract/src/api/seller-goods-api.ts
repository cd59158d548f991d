import { z } from 'zod';
import { emptySchema } from '../accounts.ts';
import { idxPayloadSchema } from '../catalog.ts';
import {
  sellerGoodsDetailSchema,
  sellerGoodsFormSchema,
  sellerGoodsListSchema,
  sellerGoodsPageSchema,
  sellerGoodsStatusSchema,
  sellerSkuStockEditSchema,
  warehouseSaveSchema,
  warehouseViewSchema,
} from '../seller-goods.ts';
import { endpoint } from './endpoint.ts';

const OWNER_NOTE =
  "Only the owner of a shop may call it (4003 for a caller without a shop, 4004 for another shop's goods or warehouse).";

/** The seller centre's goods and warehouses (issue 20 point 1): a shop's owner edits its own. */
export const sellerGoodsApi = {
  list: endpoint({
    path: 'seller/goods/list',
    summary:
      "The caller's shop's goods: search (kw), filter by status and category, sort (updated, price, stock, sales, title; asc or desc), page; with the count of each status.",
    notes: `${OWNER_NOTE} \`price\` is the lowest SKU price, \`stock\` the sum of the SKUs'; each row lists its SKUs for the in-place stock edit.`,
    access: 'user',
    payload: sellerGoodsListSchema,
    data: sellerGoodsPageSchema,
  }),
  detail: endpoint({
    path: 'seller/goods/detail',
    summary:
      "One of the shop's products as its form shows it: texts, translations, pictures, dimensions, SKU grid, warehouse, status.",
    notes: OWNER_NOTE,
    access: 'user',
    payload: idxPayloadSchema,
    data: sellerGoodsDetailSchema,
  }),
  save: endpoint({
    path: 'seller/goods/save',
    summary: "Creates a product (no `idx`) or saves one of the shop's (`idx`); answers it as seller/goods/detail does.",
    notes: `${OWNER_NOTE} 4000 with a translated message naming the field (\`data.field\`, e.g. \`skus.2.price\`) for: a title of 0 or more than 200 characters, a price not above 0 or over $1,000,000, a discount not below the price, a stock outside 0..1,000,000, more than 9 pictures or one that is not the caller's own upload, more than 3 dimensions or 20 values, an SKU grid that is not exactly the dimensions' combinations, an unknown category, another shop's warehouse, a translation in the product's own language; nothing is changed then. The description is sanitized (p, br, strong, em, u, ul, ol, li, h2, h3, http(s) links). Saving clears a staff takedown and leaves the product off shelf. Publishing (status on_sale) needs a picture and an SKU.`,
    access: 'user',
    payload: sellerGoodsFormSchema,
    data: sellerGoodsDetailSchema,
  }),
  status: endpoint({
    path: 'seller/goods/status',
    summary: "Publishes (on_sale) or unpublishes (off_shelf) up to 100 of the shop's goods at once.",
    notes: `${OWNER_NOTE} All or nothing: 4003 naming the product (\`data.idx\`) when one is taken down by staff and not edited since, 4000 naming it when a draft is incomplete (no picture or no SKU).`,
    access: 'user',
    payload: sellerGoodsStatusSchema,
    data: z.object({ idxs: z.array(z.number().int().positive()) }),
  }),
  stock: endpoint({
    path: 'seller/goods/stock',
    summary: "Sets one SKU's stock (the product's total follows in the same transaction).",
    notes: `${OWNER_NOTE} 4000 naming \`stock\` outside 0..1,000,000.`,
    access: 'user',
    payload: sellerSkuStockEditSchema,
    data: z.object({
      skuIdx: z.number().int().positive(),
      stock: z.number().int(),
      goodsIdx: z.number().int().positive(),
      goodsStock: z.number().int(),
    }),
  }),
  delete: endpoint({
    path: 'seller/goods/delete',
    summary: "Deletes one of the shop's goods that no order names.",
    notes: `${OWNER_NOTE} 4003 "has orders, take it off shelf instead" when an order names it.`,
    access: 'user',
    payload: idxPayloadSchema,
    data: z.object({ idx: z.number().int().positive() }),
  }),
  warehouses: endpoint({
    path: 'seller/warehouse/list',
    summary: "The shop's warehouses, oldest first, with how many goods ship from each.",
    notes: OWNER_NOTE,
    access: 'user',
    payload: emptySchema,
    data: z.array(warehouseViewSchema),
  }),
  warehouseSave: endpoint({
    path: 'seller/warehouse/save',
    summary: "Adds a warehouse (no `idx`) or renames / moves one of the shop's.",
    notes: `${OWNER_NOTE} 4000 naming the field: name 1..60 characters, city up to 80, country an ISO 3166-1 alpha-2 code or empty.`,
    access: 'user',
    payload: warehouseSaveSchema,
    data: warehouseViewSchema,
  }),
  warehouseDelete: endpoint({
    path: 'seller/warehouse/delete',
    summary: "Deletes one of the shop's warehouses that no product ships from and that is not its last.",
    notes: `${OWNER_NOTE} 4003 while goods ship from it or when it is the shop's only one.`,
    access: 'user',
    payload: idxPayloadSchema,
    data: z.object({ idx: z.number().int().positive() }),
  }),
};
