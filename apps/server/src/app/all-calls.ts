import type { ApiCall } from '../serving/api-call.ts';
import type { AppServices } from './app-services.ts';
import { accountCalls } from '../modules/accounts/accounts-routes.ts';
import { accountAreaCalls } from '../modules/accounts/account-area-routes.ts';
import { catalogCalls } from '../modules/catalog/catalog-routes.ts';
import { partnershipCalls } from '../modules/partnership/partnership-routes.ts';
import { realnameCalls } from '../modules/realname/realname-routes.ts';
import { noticesCalls } from '../modules/notices/notices-routes.ts';
import { cartCalls } from '../modules/cart/cart-routes.ts';
import { addressCalls, orderCalls, sellerOrderCalls } from '../modules/orders/orders-routes.ts';
import { walletCalls } from '../modules/wallet/wallet-routes.ts';
import { pmCalls } from '../modules/pm/pm-routes.ts';
import { livechatCalls } from '../modules/livechat/livechat-routes.ts';
import { sellerGoodsCalls } from '../modules/catalog/seller-goods-routes.ts';
import { adminCalls } from '../modules/admin/admin-routes.ts';
import { sellerCalls } from '../modules/seller/seller-routes.ts';
import { shippingCalls } from '../modules/shipping/shipping-routes.ts';

/**
 * Every call the server serves, in the order docs/API.md lists them. Each module's calls are
 * handed the services they use, and nothing else.
 */
export function allCalls(services: AppServices): ApiCall[] {
  const { accounts, sessions, fingerprints, siteConfig, translate, accountOverview, accountSettings } = services;
  const { catalog, social, search, env, notices, realname, partnership, cart, addresses, orders } = services;
  const { wallet, withdrawalAccounts, pm, livechat, admin } = services;
  const { sellerGoods, warehouses, seller, shipping } = services;
  return [
    ...accountCalls({ accounts, sessions, fingerprints, siteConfig, translate }),
    ...catalogCalls({ catalog, social, search, env }),
    ...noticesCalls({ notices }),
    ...realnameCalls({ realname }),
    ...accountAreaCalls({ accountOverview, accountSettings }),
    ...partnershipCalls({ partnership }),
    ...cartCalls({ cart }),
    ...addressCalls({ addresses }),
    ...orderCalls({ orders }),
    ...sellerOrderCalls({ orders }),
    ...walletCalls({ wallet, withdrawalAccounts }),
    ...pmCalls({ pm }),
    ...livechatCalls({ livechat }),
    ...sellerGoodsCalls({ sellerGoods, warehouses }),
    ...adminCalls({ admin }),
    ...sellerCalls({ seller }),
    ...shippingCalls({ shipping }),
  ];
}
