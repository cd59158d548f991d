import { catalogApi } from '@storefront/contract/api';
import type { Env } from '../../config/env.ts';
import { ApiError } from '../../core/api-error.ts';
import { defineCall } from '../../serving/api-call.ts';
import { normalizeKeyword } from '../search/keyword.ts';
import type { SearchService } from '../search/search-service.ts';
import { showsSkuCost } from './catalog-policy.ts';
import type { CatalogService } from './catalog-service.ts';
import type { SocialService } from './social-service.ts';

/** What the catalog's calls use (the first screen of a page answers through them too). */
export interface CatalogCallServices {
  catalog: CatalogService;
  social: SocialService;
  search: SearchService;
  env: Pick<Env, 'FAKE_MODE'>;
}

export function catalogCalls(services: CatalogCallServices) {
  const { catalog, social, search } = services;
  return [
    defineCall(catalogApi.home, {
      handler: async ({ lang }) => {
        const [categories, discounted, recommended, shops] = await Promise.all([
          catalog.categories(lang),
          catalog.discounted(10, lang),
          catalog.recommended(20, lang),
          catalog.featuredShops(6),
        ]);
        return { data: { categories, discounted, recommended, shops } };
      },
    }),
    defineCall(catalogApi.categories, {
      handler: async ({ lang }) => ({ data: await catalog.categories(lang) }),
    }),
    defineCall(catalogApi.goodsList, {
      handler: async ({ payload, lang }) => ({ data: await catalog.goods(payload, lang) }),
    }),
    defineCall(catalogApi.goodsDetail, {
      handler: async ({ payload, principal, lang }) => {
        const detail = await catalog.goodsDetail(payload.idx, { withCost: showsSkuCost(services.env), lang });
        if (!detail) throw ApiError.notFound();
        const [favorite, following] = principal
          ? await Promise.all([
              social.isFavorite(principal.idx, detail.idx),
              social.isFollowing(principal.idx, detail.shop.idx),
            ])
          : [false, false];
        return { data: { ...detail, favorite, following } };
      },
    }),
    defineCall(catalogApi.relatedGoods, {
      handler: async ({ payload, lang }) => ({ data: await catalog.related(payload.idx, 12, lang) }),
    }),
    defineCall(catalogApi.reviews, {
      handler: async ({ payload }) => ({ data: await catalog.reviews(payload.goodsIdx, payload.page) }),
    }),
    defineCall(catalogApi.favorite, {
      handler: async ({ payload, principal }) => ({
        data: await social.setFavorite(principal.idx, payload.idx, payload.favorite),
      }),
    }),
    defineCall(catalogApi.favorites, {
      handler: async ({ payload, principal, lang }) => ({
        data: await social.favorites(principal.idx, payload.page, lang),
      }),
    }),
    defineCall(catalogApi.shopDetail, {
      handler: async ({ payload, principal }) => {
        const shop = await catalog.shopDetail(payload.idx);
        if (!shop) throw ApiError.notFound();
        const following = principal ? await social.isFollowing(principal.idx, shop.idx) : false;
        return { data: { ...shop, following } };
      },
    }),
    defineCall(catalogApi.follow, {
      handler: async ({ payload, principal }) => ({
        data: await social.setFollow(principal.idx, payload.idx, payload.follow),
      }),
    }),
    defineCall(catalogApi.following, {
      handler: async ({ payload, principal }) => ({ data: await social.following(principal.idx, payload.page) }),
    }),
    defineCall(catalogApi.shopList, {
      handler: async ({ payload }) => ({ data: await catalog.shops(payload) }),
    }),
    defineCall(catalogApi.suggestion, {
      readsCaller: false,
      handler: async ({ payload }) => ({
        data: normalizeKeyword(payload.kw).length < 2 ? [] : await search.suggest(payload.kw),
      }),
    }),
  ];
}
