/**
 * What other features may use of the cart (eslint.config.js holds them to this file): the store,
 * to put a product in and take bought lines out, and the server's prices of lines. The checkout
 * page composes the rest (the edit-cart button) itself.
 */
export { useCartStore, type CartAddCode } from './cart-store.ts';
export { useCartPrices } from './use-cart-prices.ts';
export { useCartDelivery } from './use-cart-delivery.ts';
export { DeliveryFigure, DeliveryLines } from './delivery-lines.tsx';
