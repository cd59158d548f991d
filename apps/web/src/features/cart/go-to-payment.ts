import { RoutePath } from '@storefront/contract/routes';
import { selectedTotal, type CartItem } from './cart-rules.ts';

/**
 * What the drawer's go-to-payment button does (spec 5): an empty cart is refused with
 * shopCart.tip1, a cart whose selected total is 0 (nothing selected) with shopCart.tip2, and
 * neither navigates; otherwise the buyer goes to /checkout and the drawer closes.
 */
export type PaymentDecision =
  { go: false; message: 'shopCart.tip1' | 'shopCart.tip2' } | { go: true; to: typeof RoutePath.checkout };

export function decideGoToPayment(items: readonly CartItem[]): PaymentDecision {
  if (items.length === 0) return { go: false, message: 'shopCart.tip1' };
  if (selectedTotal(items) === 0) return { go: false, message: 'shopCart.tip2' };
  return { go: true, to: RoutePath.checkout };
}
