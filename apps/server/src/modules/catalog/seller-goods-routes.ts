import { sellerGoodsApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { SellerGoodsService, WarehousesService } from './seller-goods-service.ts';

/** The seller centre's goods and warehouse calls: the caller's own shop only, checked on every call. */
export function sellerGoodsCalls(services: { sellerGoods: SellerGoodsService; warehouses: WarehousesService }) {
  const { sellerGoods, warehouses } = services;
  return [
    defineCall(sellerGoodsApi.list, {
      handler: async ({ payload, principal }) => ({ data: await sellerGoods.list(principal.idx, payload) }),
    }),
    defineCall(sellerGoodsApi.detail, {
      handler: async ({ payload, principal }) => ({ data: await sellerGoods.detail(principal.idx, payload.idx) }),
    }),
    defineCall(sellerGoodsApi.save, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => ({ data: await sellerGoods.save(principal.idx, payload) }),
    }),
    defineCall(sellerGoodsApi.status, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => ({
        data: { idxs: await sellerGoods.setStatus(principal.idx, payload.idxs, payload.status) },
      }),
    }),
    defineCall(sellerGoodsApi.stock, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => ({
        data: await sellerGoods.setStock(principal.idx, payload.skuIdx, payload.stock),
      }),
    }),
    defineCall(sellerGoodsApi.delete, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => {
        await sellerGoods.delete(principal.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
    defineCall(sellerGoodsApi.warehouses, {
      handler: async ({ principal }) => ({ data: await warehouses.list(principal.idx) }),
    }),
    defineCall(sellerGoodsApi.warehouseSave, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => ({ data: await warehouses.save(principal.idx, payload) }),
    }),
    defineCall(sellerGoodsApi.warehouseDelete, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => {
        await warehouses.delete(principal.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
  ];
}
