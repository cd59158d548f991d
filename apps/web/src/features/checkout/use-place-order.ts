import { Code } from '@storefront/contract/codes';
import { RoutePath } from '@storefront/contract/routes';
import type { CartItem, CartPriceData } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { navigateTo } from '../../api/request.ts';
import { formatMoney } from '../../lib/format.ts';
import { useCartStore } from '../cart/public.ts';
import type { ActionOutcome } from '../../components/dialogs/action-call.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { placeOrder } from './api/place-order.ts';
import { walletSummaryKey } from './api/wallet-summary.ts';
import { attemptSignature, nextAttempt, type CheckoutAttempt } from './checkout-attempt.ts';
import { boughtPositions, orderLinesOf, type OrderLine } from './checkout-lines.ts';

export type PayOutcome = ActionOutcome | 'paid';

/** Takes the bought lines out of the cart: a reset when that is all of it (spec 4), else one by one. */
export function removeBoughtLines(bought: readonly OrderLine[]): void {
  const cart = useCartStore.getState();
  const positions = boughtPositions(cart.items, bought);
  if (positions.length === cart.items.length) cart.reset();
  else for (const position of positions) cart.remove(position);
}

/** order/place's 'prices changed' refusal carries the lines and total as the catalog has them now. */
function isPricesChanged(data: unknown): data is CartPriceData & { field: 'total' } {
  return typeof data === 'object' && data !== null && 'field' in data && data.field === 'total' && 'lines' in data;
}

/**
 * Paying: order/place with the selected lines, the address and the trade password, through the
 * generic action call. Every press of the same attempt carries the same idempotency key, so a
 * retried or doubled request makes its orders once. Paid: the lines leave the cart, the result
 * dialog opens and the buyer lands on their orders.
 */
export function usePlaceOrder(userIdx: number | null, onPricesChanged: (data: CartPriceData) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const attempt = useRef<CheckoutAttempt | null>(null);
  const busy = useRef(false);
  const [paying, setPaying] = useState(false);

  /** `total` is the one on screen: the server refuses it, charging nothing, when prices moved since. */
  async function pay(
    lines: readonly CartItem[],
    addressIdx: number,
    tradePassword: string,
    total: number,
  ): Promise<PayOutcome> {
    if (busy.current) return 'failed';
    busy.current = true;
    setPaying(true);
    const orderLines = orderLinesOf(lines);
    attempt.current = nextAttempt(attempt.current, attemptSignature(orderLines, addressIdx));
    const { answer, outcome } = await placeOrder({
      lines: orderLines,
      addressIdx,
      idempotencyKey: attempt.current.key,
      tradePassword,
      total,
    });
    busy.current = false;
    setPaying(false);
    // The balance or the trade password's lock may have changed either way.
    if (userIdx !== null) void queryClient.invalidateQueries({ queryKey: walletSummaryKey(userIdx) });
    if (answer && isPricesChanged(answer.data)) onPricesChanged(answer.data);
    if (answer?.code !== Code.ok || !answer.data) return outcome;

    attempt.current = null;
    removeBoughtLines(orderLines);
    // Orders, balance, stock and sales, the account overview: everything read before may be stale.
    void queryClient.invalidateQueries();
    // A command message from the server is already showing, with its own jump on close.
    if (outcome === 'dialog' && answer.command?.message) return 'paid';
    const { orders, total: charged } = answer.data;
    useMessageStore.getState().openDialog({
      type: 'result',
      title: t('checkout.success.title'),
      message: t('checkout.success.message', { count: orders.length, total: formatMoney(charged) }),
      okButton: { text: t('checkout.success.viewOrders'), to: RoutePath.orders },
    });
    navigateTo(RoutePath.orders);
    return 'paid';
  }

  return { pay, paying };
}
