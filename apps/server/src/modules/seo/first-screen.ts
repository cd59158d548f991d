import { GOODS_PAGE_SIZE, type Language, type RequestContext } from '@storefront/contract';
import type { catalogApi, DataOf, PayloadOf } from '@storefront/contract/api';
import type { FastifyRequest } from 'fastify';
import type { ApiCall } from '../../serving/api-call.ts';
import { ApiError } from '../../core/api-error.ts';
import { catalogCalls, type CatalogCallServices } from '../catalog/catalog-routes.ts';
import { LANGUAGE_OPTIONS } from '../site/countries.ts';
import {
  DETAIL_IMAGE_SIZES,
  detailCover,
  goodsDetailMarkup,
  goodsListingMarkup,
  HERO_IMAGE_SIZES,
  heroSlides,
  homeMarkup,
  lcpImage,
  shopMarkup,
  type LcpImage,
} from './catalog-markup.ts';
import type { InlineQuery } from './html.ts';
import { translator } from './page-strings.ts';
import { shellMarkup } from './shell-markup.ts';
import type { WebBuild } from './web-build.ts';

/** A page's first screen, written into index.html by the server (issue 4: first paint before any script). */
export interface FirstScreen {
  /** The markup of `<div id="root">`: the app's first render replaces it. */
  markup: string;
  /** The answers the page's queries start from (key as the web's query options build it). */
  queries: InlineQuery[];
  /** The page's largest image, preloaded from the head so it is fetched first. */
  image?: LcpImage;
  /** The page's route chunks and the language pack, preloaded; its CSS, inlined. */
  scripts: string[];
  css: string;
  /** The starter that adds the app's scripts once the first screen has painted. */
  starter?: string;
}

type CatalogPath = (typeof catalogApi)[keyof typeof catalogApi]['path'];
/** A catalog call's answer for a guest, typed by its endpoint; null when it is refused. */
type GuestCall = <P extends CatalogPath>(path: P, payload: PayloadOf<P>) => Promise<DataOf<P> | null>;

const callsByServices = new WeakMap<CatalogCallServices, Map<string, ApiCall>>();

/**
 * Answers a guest read call exactly as POST /api/v1/<path> would: the same schema fills in the
 * defaults, the same handler reads the data. A refusal (an unknown product, say) gives null.
 */
function guestCaller(services: CatalogCallServices, request: FastifyRequest, lang: Language): GuestCall {
  let calls = callsByServices.get(services);
  if (!calls) {
    calls = new Map(catalogCalls(services).map((call) => [call.path, call as ApiCall]));
    callsByServices.set(services, calls);
  }
  const context: RequestContext = { lang, utc: 0, timezone: 'UTC', path: request.url, referer: '', biz: 1 };
  return async <P extends CatalogPath>(path: P, payload: PayloadOf<P>) => {
    const call = calls.get(path);
    const parsed = call?.endpoint.payload.safeParse(payload);
    if (!call || !parsed?.success) return null;
    try {
      const result = await call.handle({
        payload: parsed.data,
        principal: null,
        context,
        lang,
        ip: request.ip,
        request,
      });
      // defineCall typed this handler's answer by the endpoint at `path`; only the map erased it.
      return (result.data ?? null) as DataOf<P> | null;
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  };
}

/** The anchor pages (issue 4): /, /goods, /goods/detail?idx= and /shop/{idx}. Others get no first screen. */
type Anchor =
  | { page: 'home' }
  | { page: 'goods' }
  | { page: 'detail'; idx: number }
  | { page: 'shop'; idx: number; recommend: boolean };

function anchorOf(url: URL): Anchor | null {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'home' };
  // Only the unfiltered listing: a filtered one is drawn by the app from its URL.
  if (path === '/goods') return url.search === '' ? { page: 'goods' } : null;
  if (path === '/goods/detail') {
    const raw = url.searchParams.get('idx') ?? '';
    return /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) < 2 ** 31
      ? { page: 'detail', idx: Number(raw) }
      : null;
  }
  const shop = /^\/shop\/(\d{1,10})(\/recommend)?$/.exec(path);
  if (shop && Number(shop[1]) > 0 && Number(shop[1]) < 2 ** 31)
    return { page: 'shop', idx: Number(shop[1]), recommend: shop[2] !== undefined };
  return null;
}

/** The page modules of apps/web each anchor page loads (app/router.tsx). */
const PAGE_MODULES = {
  home: ['src/pages/home-page.tsx'],
  goods: ['src/pages/goods-page.tsx'],
  detail: ['src/pages/goods-detail-page.tsx'],
  shop: ['src/pages/shop/shop-layout.tsx', 'src/pages/shop/shop-goods-page.tsx'],
  shopRecommend: ['src/pages/shop/shop-layout.tsx', 'src/pages/shop/shop-recommend-page.tsx'],
} as const;

/** The anchor pages whose routes also wait for the language pack's later part (app/router.tsx). */
const WITH_LATER_TEXTS = new Set(['detail', 'shop']);

/**
 * The first screen of an anchor page for a guest in `lang` (the language the app will render
 * in), or null for any other page, an unknown product or shop, or a server without a web build.
 */
export async function firstScreen(
  services: CatalogCallServices,
  request: FastifyRequest,
  url: URL,
  lang: Language,
  build: WebBuild | null,
): Promise<FirstScreen | null> {
  const anchor = anchorOf(url);
  const pack = build?.pack(lang);
  if (!anchor || !build || !pack) return null;
  const t = translator(pack, lang);
  const call = guestCaller(services, request, lang);
  const queries: InlineQuery[] = [];
  let main: string;
  let image: LcpImage | undefined;
  let modules: readonly string[];

  if (anchor.page === 'home') {
    const home = await call('catalog/home', {});
    if (!home) return null;
    queries.push({ key: ['catalog/home', {}], data: home });
    main = homeMarkup(t, home);
    const first = heroSlides(home)[0]?.goods;
    if (first) image = lcpImage({ src: first.urlCover, sizes: HERO_IMAGE_SIZES, width: 480 });
    modules = PAGE_MODULES.home;
  } else if (anchor.page === 'goods') {
    // goods-listing.tsx's payload for an empty query: the default sort, page 1, one page of cards.
    const payload: PayloadOf<'goods/list'> = { sort: 'relevance', page: 1, size: GOODS_PAGE_SIZE };
    const [page, categories] = await Promise.all([call('goods/list', payload), call('category/list', {})]);
    if (!page) return null;
    queries.push({ key: ['goods/list', payload], data: page });
    if (categories) queries.push({ key: ['category/list', {}], data: categories });
    main = goodsListingMarkup(t, lang, page);
    const first = page.rows[0];
    if (first)
      image = lcpImage({
        src: first.urlCover,
        sizes: '(max-width: 639px) 50vw, (max-width: 1023px) 33vw, 240px',
        width: 480,
      });
    modules = PAGE_MODULES.goods;
  } else if (anchor.page === 'detail') {
    const goods = await call('goods/detail', { idx: anchor.idx });
    if (!goods) return null;
    // goods-detail-api.ts goodsDetailKey(idx, null): a guest's answer.
    queries.push({ key: ['goods/detail', { idx: anchor.idx }, 0], data: goods });
    main = goodsDetailMarkup(t, goods);
    image = lcpImage({ src: detailCover(goods), sizes: DETAIL_IMAGE_SIZES, width: 960 });
    modules = PAGE_MODULES.detail;
  } else {
    const shop = await call('shop/detail', { idx: anchor.idx });
    if (!shop) return null;
    // shop-queries.ts shopDetailQuery(idx, null): a guest's answer.
    queries.push({ key: ['shop/detail', { idx: anchor.idx }, 0], data: shop });
    main = shopMarkup(t, lang, shop, anchor.recommend === true);
    modules = anchor.recommend ? PAGE_MODULES.shopRecommend : PAGE_MODULES.shop;
  }

  const assets = modules.map((module) => build.pageAssets(module));
  const packChunks = build.packScripts(lang, WITH_LATER_TEXTS.has(anchor.page));
  const languageName = LANGUAGE_OPTIONS.find((option) => option.code === lang)?.name ?? lang;
  return {
    markup: shellMarkup({ t, pathname: url.pathname, lang, languageName }, main),
    queries,
    image,
    scripts: [...new Set([...packChunks, ...assets.flatMap((a) => a.scripts)])],
    css: assets.map((a) => a.css).join(''),
    starter: build.firstScreenScript(),
  };
}
