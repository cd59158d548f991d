/**
 * What other features may use of the catalog (eslint.config.js holds them to this file): the
 * product and shop detail queries, which the checkout reads to name the shop of a cart line.
 */
export { goodsDetailQuery } from './detail/goods-detail-api.ts';
export { shopDetailQuery } from './shop/shop-queries.ts';
