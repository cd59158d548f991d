/** The catalog's wire shapes live in the contract; re-exported for the detail feature's files. */
export type { GoodsDimension, GoodsSku, GoodsDetailView, ReviewView, ReviewsPage } from '@storefront/contract';
