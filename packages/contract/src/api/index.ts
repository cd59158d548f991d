import type { z } from 'zod';
import { accountHomeApi } from './account-home-api.ts';
import { adminApi } from './admin-api.ts';
import { accountsApi } from './accounts-api.ts';
import { addressesApi } from './addresses-api.ts';
import type { Endpoint } from './endpoint.ts';
import { catalogApi } from './catalog-api.ts';
import { noticesApi } from './notices-api.ts';
import { ordersApi } from './orders-api.ts';
import { sellerOrdersApi } from './seller-orders-api.ts';
import { partnershipApi } from './partnership-api.ts';
import { cartApi } from './cart-api.ts';
import { realnameApi } from './realname-api.ts';
import { walletApi } from './wallet-api.ts';
import { pmApi } from './pm-api.ts';
import { liveChatApi } from './live-chat-api.ts';
import { sellerGoodsApi } from './seller-goods-api.ts';
import { sellerHomeApi } from './seller-home-api.ts';
import { sellerShopApi } from './seller-shop-api.ts';
import { shippingApi } from './shipping-api.ts';

export * from './account-home-api.ts';
export * from './admin-api.ts';
export * from './accounts-api.ts';
export * from './addresses-api.ts';
export * from './endpoint.ts';
export * from './catalog-api.ts';
export * from './notices-api.ts';
export * from './orders-api.ts';
export * from './seller-orders-api.ts';
export * from './partnership-api.ts';
export * from './cart-api.ts';
export * from './realname-api.ts';
export * from './wallet-api.ts';
export * from './pm-api.ts';
export * from './live-chat-api.ts';
export * from './seller-goods-api.ts';
export * from './seller-home-api.ts';
export * from './seller-shop-api.ts';
export * from './shipping-api.ts';

/**
 * Every endpoint of docs/API.md, one group per module. The web imports only the types below
 * (`import type`), so none of these schemas reach the browser.
 */
export const endpointGroups = {
  catalog: catalogApi,
  accounts: accountsApi,
  notices: noticesApi,
  accountHome: accountHomeApi,
  partnership: partnershipApi,
  addresses: addressesApi,
  orders: ordersApi,
  sellerOrders: sellerOrdersApi,
  wallet: walletApi,
  realname: realnameApi,
  cart: cartApi,
  pm: pmApi,
  liveChat: liveChatApi,
  sellerGoods: sellerGoodsApi,
  admin: adminApi,
  sellerHome: sellerHomeApi,
  sellerShop: sellerShopApi,
  shipping: shippingApi,
} as const;

type Groups = typeof endpointGroups;
/** Every declared endpoint, as a union. */
export type AnyEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];
/** Every API path a client may call. */
export type ApiPath = AnyEndpoint['path'];
/** The endpoint declared for a path. */
export type EndpointAt<P extends ApiPath> = Extract<AnyEndpoint, { path: P }>;
/** What a client sends to a path (defaults may be left out). */
export type PayloadOf<P extends ApiPath> = z.input<EndpointAt<P>['payload']>;
/** What a path answers in `data` on success. */
export type DataOf<P extends ApiPath> = z.output<EndpointAt<P>['data']>;

/** Every endpoint in docs order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group) as Endpoint[]);
}
