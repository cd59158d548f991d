/** What the app and pages may use of the seller's shop profile (eslint.config.js holds features to this file). */
export { useSellerShop, sellerShopQueryKey } from './seller-shop-query.ts';
export { SellerShopForm } from './seller-shop-form.tsx';
