import {
  favoriteSchema,
  followSchema,
  goodsListSchema,
  idxPayloadSchema,
  reviewsSchema,
  shopListSchema,
  suggestionRequestSchema,
} from '@storefront/contract';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { ApiError } from '../../http/api-error.ts';
import { defineLegacyCall } from '../../http/api-call.ts';
import { normalizeKeyword } from '../search/keyword.ts';
import type { SearchService } from '../search/search-service.ts';
import type { CatalogService } from './catalog-service.ts';
import type { SocialService } from './social-service.ts';

export const goodsDetailSchema = idxPayloadSchema;
const pageSchema = z.strictObject({ page: z.number().int().min(1).max(500).default(1) });

const GOODS_CARD =
  'goods cards (idx, title, urlCover, price, discountPrice in cents, rating, reviewCount, sales, stock, shopIdx, shopName)';
const SHOP_CARD = 'shop cards (idx, name, logo, description, rating, followers, sales, goodsCount)';

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
    defineLegacyCall({
      path: 'catalog/home',
      summary: 'Everything the home page shows in one answer.',
      returns: `\`data\`: categories (idx, slug, name in the caller's language, icon, goodsCount), discounted and recommended: ${GOODS_CARD}, shops: ${SHOP_CARD}.`,
      access: 'guest',
      schema: z.strictObject({}),
      handler: async ({ lang }) => {
        const [categories, discounted, recommended, shops] = await Promise.all([
          catalog.categories(lang),
          catalog.discounted(10),
          catalog.recommended(20),
          catalog.featuredShops(6),
        ]);
        return { data: { categories, discounted, recommended, shops } };
      },
    }),
    defineLegacyCall({
      path: 'category/list',
      summary: 'The category tree in display order.',
      returns: "`data`: categories (idx, slug, name in the caller's language, icon, goodsCount).",
      access: 'guest',
      schema: z.strictObject({}),
      handler: async ({ lang }) => ({ data: await catalog.categories(lang) }),
    }),
    defineLegacyCall({
      path: 'goods/list',
      summary:
        'Goods with filters (kw, categoryIdx, shopIdx, price range in cents, ratingMin, inStock, discounted), sort and page.',
      returns: `\`data\`: { rows: ${GOODS_CARD}, paging: { current, total, size } }. Unknown filters or absurd values answer 4000 naming the field.`,
      access: 'guest',
      schema: goodsListSchema,
      handler: async ({ payload }) => ({ data: await catalog.goods(payload) }),
    }),
    defineLegacyCall({
      path: 'goods/detail',
      summary: 'One product with its skus, shop, and whether the caller favorited it and follows the shop.',
      returns:
        '`data`: idx, title, description, urlCover, images, price and discountPrice (cents), rating, reviewCount, sales, stock, categoryIdx, dimensions, skus (idx, dimensionValue, price, discountPrice, stock, and cost in cents only when the site config fake flag is on), shop (idx, name, logo, rating, followers), warehouse it ships from (idx, city, ISO country code; city and country empty when not known), favorite, following. 4004 for an unknown idx.',
      access: 'guest',
      schema: goodsDetailSchema,
      handler: async ({ payload, principal }) => {
        // The sku cost is private unless the site runs with the fake flag (spec 6).
        const detail = await catalog.goodsDetail(payload.idx, { withCost: services.env.FAKE_MODE });
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
    defineLegacyCall({
      path: 'goods/related',
      summary: 'Goods of the same category, best sellers first.',
      returns: `\`data\`: up to 12 ${GOODS_CARD}.`,
      access: 'guest',
      schema: idxPayloadSchema,
      handler: async ({ payload }) => ({ data: await catalog.related(payload.idx, 12) }),
    }),
    defineLegacyCall({
      path: 'goods/reviews',
      summary: "A product's reviews, newest first, with the rating breakdown.",
      returns:
        '`data`: { rows: (idx, rating, body, photos, createAt, user: { name, avatar }), paging, summary: { average, count, stars: counts for 5..1 } }.',
      access: 'guest',
      schema: reviewsSchema,
      handler: async ({ payload }) => ({ data: await catalog.reviews(payload.goodsIdx, payload.page) }),
    }),
    defineLegacyCall({
      path: 'goods/favorite',
      summary: "Adds a product to, or removes it from, the caller's favorites (login required).",
      returns: '`data`: { favorite }. 4004 for an unknown product.',
      access: 'user',
      schema: favoriteSchema,
      handler: async ({ payload, principal }) => ({
        data: await social.setFavorite(principal!.idx, payload.idx, payload.favorite),
      }),
    }),
    defineLegacyCall({
      path: 'goods/favorites',
      summary: "The caller's favorite goods, newest first.",
      returns: `\`data\`: { rows: ${GOODS_CARD}, paging }.`,
      access: 'user',
      schema: pageSchema,
      handler: async ({ payload, principal }) => ({ data: await social.favorites(principal!.idx, payload.page) }),
    }),
    defineLegacyCall({
      path: 'shop/detail',
      summary: "A shop's header: logo, name, rating, followers, and whether the caller follows it.",
      returns: `\`data\`: a shop card plus banner, createAt and following. 4004 for an unknown shop.`,
      access: 'guest',
      schema: idxPayloadSchema,
      handler: async ({ payload, principal }) => {
        const shop = await catalog.shopDetail(payload.idx);
        if (!shop) throw ApiError.notFound();
        const following = principal ? await social.isFollowing(principal.idx, shop.idx) : false;
        return { data: { ...shop, following } };
      },
    }),
    defineLegacyCall({
      path: 'shop/follow',
      summary: 'Follows or unfollows a shop (login required).',
      returns: '`data`: { follow, followers }. 4004 for an unknown shop.',
      access: 'user',
      schema: followSchema,
      handler: async ({ payload, principal }) => ({
        data: await social.setFollow(principal!.idx, payload.idx, payload.follow),
      }),
    }),
    defineLegacyCall({
      path: 'shop/following',
      summary: 'The shops the caller follows.',
      returns: `\`data\`: { rows: ${SHOP_CARD}, paging }.`,
      access: 'user',
      schema: pageSchema,
      handler: async ({ payload, principal }) => ({ data: await social.following(principal!.idx, payload.page) }),
    }),
    defineLegacyCall({
      path: 'shop/list',
      summary: 'Shop search results (/search/shop) with sort and page; every shop without a keyword.',
      returns: `\`data\`: { rows: ${SHOP_CARD}, paging }.`,
      access: 'guest',
      schema: shopListSchema,
      handler: async ({ payload }) => ({ data: await catalog.shops(payload) }),
    }),
    defineLegacyCall({
      path: 'search/suggestion',
      summary: 'Suggestions for the header search: shops (flag 1) and goods (flag 2), typo-tolerant.',
      returns:
        '`data`: list of { flag, name, idx, match: [start, end) of the matched part or null }. Empty for fewer than 2 characters.',
      access: 'guest',
      readsCaller: false,
      schema: suggestionRequestSchema,
      handler: async ({ payload }) => ({
        data: normalizeKeyword(payload.kw).length < 2 ? [] : await search.suggest(payload.kw),
      }),
    }),
  ];
}
