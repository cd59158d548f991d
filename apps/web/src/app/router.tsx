import { RoutePath } from '@storefront/contract/routes';
import { createElement, use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import type * as SellerPages from './seller-pages.ts';

type PageModule = { default: ComponentType };

/** What a page route carries in its `handle`: the loader of its component (router.test.ts, preloadPages). */
export interface PageHandle {
  load: () => Promise<ComponentType>;
}

/**
 * A route whose page module loads on demand: only the first screen's code is in the initial
 * bundle. The component suspends until the module is there; once loaded (or preloaded by
 * preloadPages before the first render) it renders at once, so the app never shows a loading
 * state over the page the server drew. `wait` is what else the page needs first.
 */
function lazyPage(
  importPage: () => Promise<PageModule>,
  wait?: () => Promise<unknown>,
): Pick<RouteObject, 'Component' | 'handle'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () =>
    (loading ??= Promise.all([importPage(), wait?.()]).then(
      ([module]) => (Loaded = module.default),
      (error: unknown) => {
        // A failed chunk (a new deployment, a dropped connection) is fetched again next time.
        loading = undefined;
        throw error;
      },
    ));
  function LazyPage() {
    return createElement(Loaded ?? use(load()));
  }
  const handle: PageHandle = { load };
  return { Component: LazyPage, handle };
}
/** The home page and the listings: their texts are in the language pack's first part. */
const homePage = (importPage: () => Promise<PageModule>) => lazyPage(importPage);
/** The module that loads a language's texts beyond its pack's first part. */
const extraTexts = () => import('../lib/i18n/extra-texts.ts');
/** Any other page also waits for the pack's later part (lib/i18n/pack-parts.ts). */
const page = (importPage: () => Promise<PageModule>) =>
  lazyPage(importPage, () => extraTexts().then((texts) => texts.loadLaterTexts()));
/** The help centre and the credit page also wait for their long texts, a language pack of their own. */
const helpPage = (importPage: () => Promise<PageModule>) =>
  lazyPage(importPage, () => extraTexts().then((texts) => texts.loadHelpTexts()));

/** A seller-centre page: its loader comes from seller-pages.ts, one lazy module for them all. */
const sellerPage = (pick: (pages: typeof SellerPages) => Promise<PageModule>) =>
  page(() => import('./seller-pages.ts').then(pick));

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

/**
 * The route table of spec 2.1 (plus /realname) under the shop's frame, and the staff console
 * (ours, not in the spec) in a frame of its own: no shop header, navigation, footer, tab bar,
 * cart or live chat over it (issue 19, point 11). The console's frame loads with its page. The
 * seller centre (issue 20) has its own frame too.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, ...homePage(() => import('../pages/home-page.tsx')) },
      { path: RoutePath.checkout, ...page(() => import('../pages/checkout-page.tsx')) },
      // Registered twice as the spec says: once named (id), once unnamed; the first one matches.
      { id: 'category', path: RoutePath.category, ...homePage(() => import('../pages/category-page.tsx')) },
      { path: RoutePath.category, ...homePage(() => import('../pages/category-page.tsx')) },
      { path: RoutePath.goods, ...homePage(() => import('../pages/goods-page.tsx')) },
      { path: RoutePath.goodsDetail, ...page(() => import('../pages/goods-detail-page.tsx')) },
      { path: RoutePath.discounted, ...homePage(() => import('../pages/discounted-page.tsx')) },
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
      { path: RoutePath.search, ...homePage(() => import('../pages/search/search-page.tsx')) },
      { path: RoutePath.searchShop, ...page(() => import('../pages/search/search-shop-page.tsx')) },
      { path: RoutePath.wapSearch, ...homePage(() => import('../pages/search/wap-search-page.tsx')) },
      { path: RoutePath.realname, ...page(() => import('../pages/realname-page.tsx')) },
      { path: '*', ...page(() => import('../pages/not-found-page.tsx')) },
    ],
  },
  {
    path: RoutePath.staff,
    ...page(() => import('./staff-layout.tsx')),
    children: [{ index: true, ...page(() => import('../pages/staff-page.tsx')) }],
  },
  {
    // The seller centre (issue 20): each section adds its page here, through seller-pages.ts.
    path: RoutePath.seller,
    ...sellerPage((pages) => pages.sellerLayout()),
    children: [
      { path: 'orders', ...sellerPage((pages) => pages.sellerOrders()) },
      { path: 'earnings', ...sellerPage((pages) => pages.sellerEarnings()) },
      { path: 'goods', ...sellerPage((pages) => pages.sellerGoods()) },
      { path: 'goods/new', ...sellerPage((pages) => pages.sellerGoodsForm()) },
      { path: 'goods/:idx', ...sellerPage((pages) => pages.sellerGoodsForm()) },
      { index: true, ...sellerPage((pages) => pages.sellerHome()) },
      { path: 'shop', ...sellerPage((pages) => pages.sellerShop()) },
      { path: 'shipping', ...sellerPage((pages) => pages.sellerShipping()) },
    ],
  },
];

/** Loads the page modules an address shows, so the first render draws them without suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.load()));
}
