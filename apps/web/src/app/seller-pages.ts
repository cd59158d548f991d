/**
 * The seller centre's frame and pages, each a chunk of its own. The route table reaches them
 * through this one module, loaded with the first of them: the names of their chunks and styles
 * (the lists Vite writes beside every dynamic import) stay out of the first screen's JavaScript,
 * which a seller centre must not make heavier (issue 20; e2e/specs/first-visit-weight.test.ts).
 */
export const sellerLayout = () => import('./seller-layout.tsx');
export const sellerHome = () => import('../pages/seller/seller-home-page.tsx');
export const sellerOrders = () => import('../pages/seller/seller-orders-page.tsx');
export const sellerEarnings = () => import('../pages/seller/seller-earnings-page.tsx');
export const sellerGoods = () => import('../pages/seller/seller-goods-page.tsx');
export const sellerGoodsForm = () => import('../pages/seller/seller-goods-form-page.tsx');
export const sellerShop = () => import('../pages/seller/seller-shop-page.tsx');
export const sellerShipping = () => import('../pages/seller/seller-shipping-page.tsx');
