/** The seller centre's shipping section (issue 20): what its page uses. */
export { SellerShipping } from './seller-shipping.tsx';
