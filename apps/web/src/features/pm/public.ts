/**
 * What other features may use of private messages (eslint.config.js holds them to this file): the
 * product kept for the chat with its seller.
 */
export { usePendingGoodsStore } from './pending-goods-store.ts';
