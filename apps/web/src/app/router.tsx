import { RoutePath } from '@storefront/contract/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { loadHelpTexts } from '../features/i18n/i18n.ts';
import { RootLayout } from './root-layout.tsx';

type PageModule = { default: React.ComponentType };
/** Route modules load on demand: only the first screen's code is in the initial bundle. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
/** The help centre and the credit page also wait for their long texts, a language pack of their own. */
const helpPage = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadHelpTexts()]);
    return { Component: module.default };
  },
});

const mineChildren: RouteObject[] = [
  { index: true, ...page(() => import('../pages/mine/mine-home-page.tsx')) },
  {
    path: 'wallet',
    ...page(() => import('../pages/mine/wallet-layout.tsx')),
    children: [
      { index: true, ...page(() => import('../pages/mine/wallet-home-page.tsx')) },
      { path: 'recharge', ...page(() => import('../pages/mine/wallet-recharge-page.tsx')) },
      { path: 'withdrawal', ...page(() => import('../pages/mine/wallet-withdrawal-page.tsx')) },
    ],
  },
  { path: 'orders', ...page(() => import('../pages/mine/orders-page.tsx')) },
  { path: 'order/detail', ...page(() => import('../pages/mine/order-detail-page.tsx')) },
  { path: 'order/review', ...page(() => import('../pages/mine/order-review-page.tsx')) },
  { path: 'favorites', ...page(() => import('../pages/mine/favorites-page.tsx')) },
  { path: 'following', ...page(() => import('../pages/mine/following-page.tsx')) },
  { path: 'settings', ...page(() => import('../pages/mine/settings-page.tsx')) },
];

/** The route table of spec 2.1 (plus /realname and the staff console). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown while the first page's lazy module loads on a cold start.
    HydrateFallback: PageSkeleton,
    children: [
      { index: true, ...page(() => import('../pages/home-page.tsx')) },
      { path: RoutePath.checkout, ...page(() => import('../pages/checkout-page.tsx')) },
      // Registered twice as the spec says: once named (id), once unnamed; the first one matches.
      { id: 'category', path: RoutePath.category, ...page(() => import('../pages/category-page.tsx')) },
      { path: RoutePath.category, ...page(() => import('../pages/category-page.tsx')) },
      { path: RoutePath.goods, ...page(() => import('../pages/goods-page.tsx')) },
      { path: RoutePath.goodsDetail, ...page(() => import('../pages/goods-detail-page.tsx')) },
      { path: RoutePath.discounted, ...page(() => import('../pages/discounted-page.tsx')) },
      { path: RoutePath.shopApplication, ...page(() => import('../pages/shop-application-page.tsx')) },
      {
        path: RoutePath.shop,
        ...page(() => import('../pages/shop/shop-layout.tsx')),
        children: [
          { index: true, ...page(() => import('../pages/shop/shop-goods-page.tsx')) },
          { path: 'recommend', ...page(() => import('../pages/shop/shop-recommend-page.tsx')) },
        ],
      },
      { path: RoutePath.credit, ...helpPage(() => import('../pages/credit-page.tsx')) },
      { path: RoutePath.signUp, ...page(() => import('../pages/auth/sign-up-page.tsx')) },
      { path: RoutePath.signIn, ...page(() => import('../pages/auth/sign-in-page.tsx')) },
      {
        id: 'mine1',
        path: RoutePath.dashboard,
        ...page(() => import('../pages/mine/mine-layout.tsx')),
        children: [mineChildren[0]!],
      },
      { path: RoutePath.mine, ...page(() => import('../pages/mine/mine-layout.tsx')), children: mineChildren },
      { path: '/help/:topic', ...helpPage(() => import('../pages/help-page.tsx')) },
      { path: RoutePath.search, ...page(() => import('../pages/search/search-page.tsx')) },
      { path: RoutePath.searchShop, ...page(() => import('../pages/search/search-shop-page.tsx')) },
      { path: RoutePath.wapSearch, ...page(() => import('../pages/search/wap-search-page.tsx')) },
      { path: RoutePath.realname, ...page(() => import('../pages/realname-page.tsx')) },
      { path: RoutePath.staff, ...page(() => import('../pages/staff-page.tsx')) },
      { path: '*', ...page(() => import('../pages/not-found-page.tsx')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
