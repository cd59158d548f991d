import { RoutePath } from '@storefront/contract/routes';
import { createElement, use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import type * as SellerPages from './seller-pages.ts';

type PageModule = { default: ComponentType };

/**
 * What a page route carries in its `handle`: the loader of its component (router.test.ts,
 * preloadPages) and, for a page module, its source file under apps/web (`src/pages/…`): the
 * server finds the page's chunks and styles by it in the build's manifest (entry-server.tsx).
 */
export interface PageHandle {
  load: () => Promise<ComponentType>;
  src?: string;
  /** The texts beyond the pack's first part the page waits for (lib/i18n/extra-texts.ts). */
  texts?: ExtraTexts;
}

type ExtraTexts = 'later' | 'help';

/**
 * The page modules, named once by file: the browser imports one on demand; the server render
 * (a Vite SSR build) waits for it. The seller centre's pages load through seller-pages.ts.
 */
const pageModules = import.meta.glob<PageModule>([
  '../pages/**/*-page.tsx',
  '../pages/**/*-layout.tsx',
  './staff-layout.tsx',
  '!../pages/seller/**',
]);

/** A page module's loader and its source file (`../pages/home-page.tsx` is `src/pages/home-page.tsx`). */
function pageModule(file: string): { importPage: () => Promise<PageModule>; src: string } {
  const importPage = pageModules[file];
  if (!importPage) throw new Error(`no page module ${file}`);
  return { importPage, src: `src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}` };
}

/**
 * A route whose page module loads on demand: only the first screen's code is in the initial
 * bundle. The component suspends until the module is there; once loaded (or preloaded by
 * preloadPages before the first render) it renders at once, so the app never shows a loading
 * state over the page the server drew. `wait` is what else the page needs first.
 */
function lazyPage(
  importPage: () => Promise<PageModule>,
  texts?: ExtraTexts,
  src?: string,
): Pick<RouteObject, 'Component' | 'handle'> {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // The server's render holds every text of its language already (entry-server.tsx).
  const wait = texts && !import.meta.env.SSR ? loadTexts[texts] : undefined;
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
  const handle: PageHandle = { load, src, texts };
  return { Component: LazyPage, handle };
}
/** The module that loads a language's texts beyond its pack's first part. */
const extraTexts = () => import('../lib/i18n/extra-texts.ts');
const loadTexts: Record<ExtraTexts, () => Promise<void>> = {
  later: () => extraTexts().then((texts) => texts.loadLaterTexts()),
  help: () => extraTexts().then((texts) => texts.loadHelpTexts()),
};

/** The public pages (home, listings, a product, a shop, not found): their texts are in the language pack's first part. */
const publicPage = (file: string) => {
  const { importPage, src } = pageModule(file);
  return lazyPage(importPage, undefined, src);
};
/** Any other page also waits for the pack's later part (lib/i18n/pack-parts.ts). */
const page = (file: string) => {
  const { importPage, src } = pageModule(file);
  return lazyPage(importPage, 'later', src);
};
/** The help centre and the credit page also wait for their long texts, a language pack of their own. */
const helpPage = (file: string) => {
  const { importPage, src } = pageModule(file);
  return lazyPage(importPage, 'help', src);
};

/** A seller-centre page: its loader comes from seller-pages.ts, one lazy module for them all. */
const sellerPage = (pick: (pages: typeof SellerPages) => Promise<PageModule>) =>
  lazyPage(() => import('./seller-pages.ts').then(pick), 'later');

const mineChildren: RouteObject[] = [
  { index: true, ...page('../pages/mine/mine-home-page.tsx') },
  {
    path: 'wallet',
    ...page('../pages/mine/wallet-layout.tsx'),
    children: [
      { index: true, ...page('../pages/mine/wallet-home-page.tsx') },
      { path: 'recharge', ...page('../pages/mine/wallet-recharge-page.tsx') },
      { path: 'withdrawal', ...page('../pages/mine/wallet-withdrawal-page.tsx') },
    ],
  },
  { path: 'orders', ...page('../pages/mine/orders-page.tsx') },
  { path: 'order/detail', ...page('../pages/mine/order-detail-page.tsx') },
  { path: 'order/review', ...page('../pages/mine/order-review-page.tsx') },
  { path: 'favorites', ...page('../pages/mine/favorites-page.tsx') },
  { path: 'following', ...page('../pages/mine/following-page.tsx') },
  { path: 'settings', ...page('../pages/mine/settings-page.tsx') },
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
      { index: true, ...publicPage('../pages/home-page.tsx') },
      { path: RoutePath.checkout, ...page('../pages/checkout-page.tsx') },
      // Registered twice as the spec says: once named (id), once unnamed; the first one matches.
      { id: 'category', path: RoutePath.category, ...publicPage('../pages/category-page.tsx') },
      { path: RoutePath.category, ...publicPage('../pages/category-page.tsx') },
      { path: RoutePath.goods, ...publicPage('../pages/goods-page.tsx') },
      { path: RoutePath.goodsDetail, ...publicPage('../pages/goods-detail-page.tsx') },
      { path: RoutePath.discounted, ...publicPage('../pages/discounted-page.tsx') },
      { path: RoutePath.shopApplication, ...page('../pages/shop-application-page.tsx') },
      {
        path: RoutePath.shop,
        ...publicPage('../pages/shop/shop-layout.tsx'),
        children: [
          { index: true, ...publicPage('../pages/shop/shop-goods-page.tsx') },
          { path: 'recommend', ...publicPage('../pages/shop/shop-recommend-page.tsx') },
        ],
      },
      { path: RoutePath.credit, ...helpPage('../pages/credit-page.tsx') },
      { path: RoutePath.signUp, ...page('../pages/auth/sign-up-page.tsx') },
      { path: RoutePath.signIn, ...page('../pages/auth/sign-in-page.tsx') },
      {
        id: 'mine1',
        path: RoutePath.dashboard,
        ...page('../pages/mine/mine-layout.tsx'),
        children: [mineChildren[0]!],
      },
      { path: RoutePath.mine, ...page('../pages/mine/mine-layout.tsx'), children: mineChildren },
      { path: '/help/:topic', ...helpPage('../pages/help-page.tsx') },
      { path: RoutePath.search, ...publicPage('../pages/search/search-page.tsx') },
      { path: RoutePath.searchShop, ...publicPage('../pages/search/search-shop-page.tsx') },
      { path: RoutePath.wapSearch, ...publicPage('../pages/search/wap-search-page.tsx') },
      { path: RoutePath.realname, ...page('../pages/realname-page.tsx') },
      { path: '*', ...publicPage('../pages/not-found-page.tsx') },
    ],
  },
  {
    path: RoutePath.staff,
    ...page('./staff-layout.tsx'),
    children: [{ index: true, ...page('../pages/staff-page.tsx') }],
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

/** Loads the page modules an address shows, so the first render (or hydration) draws them without suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.load()));
}

/**
 * The source files of the page modules an address shows and the extra texts they wait for: the
 * server preloads their chunks and styles with the page (entry-server.tsx).
 */
export function pageNeeds(pathname: string): { modules: string[]; texts: ExtraTexts[] } {
  const handles = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as PageHandle | undefined);
  return {
    modules: handles.flatMap((handle) => handle?.src ?? []),
    texts: [...new Set(handles.flatMap((handle) => handle?.texts ?? []))],
  };
}
