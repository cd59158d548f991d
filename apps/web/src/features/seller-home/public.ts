/** What pages may use of the seller home (eslint.config.js holds features to this file). */
export { SellerHomeCards } from './seller-home-cards.tsx';
