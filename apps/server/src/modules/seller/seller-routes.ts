import { sellerHomeApi, sellerShopApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { SellerService } from './seller-service.ts';

/** The seller centre's home and shop profile calls; the service checks the caller owns the shop on each. */
export function sellerCalls({ seller }: { seller: SellerService }) {
  return [
    defineCall(sellerHomeApi.home, {
      handler: async ({ principal }) => ({ data: await seller.home(principal.idx) }),
    }),
    defineCall(sellerShopApi.detail, {
      handler: async ({ principal }) => ({ data: await seller.shop(principal.idx) }),
    }),
    defineCall(sellerShopApi.save, {
      writeLimit: 'seller',
      handler: async ({ principal, payload }) => ({ data: await seller.saveShop(principal.idx, payload) }),
    }),
  ];
}
