import { z } from 'zod';
import { emptySchema } from '../accounts.ts';
import {
  categoryViewSchema,
  favoriteSchema,
  followSchema,
  goodsCardViewSchema,
  goodsDetailViewSchema,
  goodsListSchema,
  homeDataSchema,
  idxPayloadSchema,
  reviewsPageSchema,
  reviewsSchema,
  shopCardViewSchema,
  shopDetailViewSchema,
  shopListSchema,
  suggestionRequestSchema,
  suggestionViewSchema,
} from '../catalog.ts';
import { MAX_PAGE } from '../constants.ts';
import { endpoint, pageOf } from './endpoint.ts';

const pageSchema = z.strictObject({ page: z.number().int().min(1).max(MAX_PAGE).default(1) });

/** Calls of the catalog: home, categories, goods, reviews, shops, favorites, follows and suggestions. */
export const catalogApi = {
  home: endpoint({
    path: 'catalog/home',
    summary: 'Everything the home page shows in one answer.',
    notes: "Category names are in the caller's language.",
    access: 'guest',
    payload: emptySchema,
    data: homeDataSchema,
  }),
  categories: endpoint({
    path: 'category/list',
    summary: 'The category tree in display order.',
    notes: "Names are in the caller's language.",
    access: 'guest',
    payload: emptySchema,
    data: z.array(categoryViewSchema),
  }),
  goodsList: endpoint({
    path: 'goods/list',
    summary:
      'Goods with filters (kw, categoryIdx, shopIdx, price range in cents, ratingMin, inStock, discounted), sort and page.',
    notes: 'Unknown filters or absurd values answer 4000 naming the field.',
    access: 'guest',
    payload: goodsListSchema,
    data: pageOf(goodsCardViewSchema),
  }),
  goodsDetail: endpoint({
    path: 'goods/detail',
    summary: 'One product with its skus, shop, and whether the caller favorited it and follows the shop.',
    notes:
      "A sku's `cost` is sent only when the site config fake flag is on; the warehouse's city and country are empty when not known. 4004 for an unknown idx.",
    access: 'guest',
    payload: idxPayloadSchema,
    data: goodsDetailViewSchema,
  }),
  relatedGoods: endpoint({
    path: 'goods/related',
    summary: 'Goods of the same category, best sellers first.',
    notes: 'At most 12.',
    access: 'guest',
    payload: idxPayloadSchema,
    data: z.array(goodsCardViewSchema),
  }),
  reviews: endpoint({
    path: 'goods/reviews',
    summary: "A product's reviews, newest first, with the rating breakdown.",
    notes: 'Reviewer names are masked ("A***n"); `summary.stars` holds the counts for 5, 4, 3, 2 and 1 stars.',
    access: 'guest',
    payload: reviewsSchema,
    data: reviewsPageSchema,
  }),
  favorite: endpoint({
    path: 'goods/favorite',
    summary: "Adds a product to, or removes it from, the caller's favorites (login required).",
    notes: '4004 for an unknown product.',
    access: 'user',
    payload: favoriteSchema,
    data: z.object({ favorite: z.boolean() }),
  }),
  favorites: endpoint({
    path: 'goods/favorites',
    summary: "The caller's favorite goods, newest first.",
    access: 'user',
    payload: pageSchema,
    data: pageOf(goodsCardViewSchema),
  }),
  shopDetail: endpoint({
    path: 'shop/detail',
    summary: "A shop's header: logo, name, rating, followers, and whether the caller follows it.",
    notes: '4004 for an unknown shop.',
    access: 'guest',
    payload: idxPayloadSchema,
    data: shopDetailViewSchema,
  }),
  follow: endpoint({
    path: 'shop/follow',
    summary: 'Follows or unfollows a shop (login required).',
    notes: '4004 for an unknown shop.',
    access: 'user',
    payload: followSchema,
    data: z.object({ follow: z.boolean(), followers: z.number().int().min(0) }),
  }),
  following: endpoint({
    path: 'shop/following',
    summary: 'The shops the caller follows.',
    access: 'user',
    payload: pageSchema,
    data: pageOf(shopCardViewSchema),
  }),
  shopList: endpoint({
    path: 'shop/list',
    summary: 'Shop search results (/search/shop) with sort and page; every shop without a keyword.',
    access: 'guest',
    payload: shopListSchema,
    data: pageOf(shopCardViewSchema),
  }),
  suggestion: endpoint({
    path: 'search/suggestion',
    summary: 'Suggestions for the header search: shops (flag 1) and goods (flag 2), typo-tolerant.',
    notes: '`match`: [start, end) of the matched part of `name`, or null. Empty for fewer than 2 characters.',
    access: 'guest',
    payload: suggestionRequestSchema,
    data: z.array(suggestionViewSchema),
  }),
};
