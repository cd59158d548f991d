/**
 * What other features may use of the orders (eslint.config.js holds them to this file): one
 * order's detail with its actions (the seller centre's orders show it), its status badge, and the
 * query of an order and the invalidation after a change.
 */
export { OrderDetail } from './components/order-detail.tsx';
export { StatusBadge } from './components/status-badge.tsx';
export { orderDetailQuery, invalidateOrderData } from './api/order-queries.ts';
