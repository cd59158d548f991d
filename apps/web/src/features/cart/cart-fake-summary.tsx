import { formatMoney } from '../../lib/format.ts';
import { expectedProfit, purchaseAmount, type CartItem } from './cart-rules.ts';

/**
 * The labels the spec fixes in Chinese for the fake-flag figures (spec 6): shown as they are in
 * every language, so they are not translation keys.
 */
export const FAKE_LABELS = { purchaseAmount: '采购金额', expectedProfit: '预计利润' } as const;

/** With the config fake flag: the purchase amount (Σ cost × quantity) and the expected profit. */
export function CartFakeSummary({ items }: { items: readonly CartItem[] }) {
  return (
    <dl className="cart-fake" data-testid="cart-fake">
      <div className="cart-fake__row">
        <dt lang="zh-CN">{FAKE_LABELS.purchaseAmount}</dt>
        <dd data-testid="cart-purchase-amount">{formatMoney(purchaseAmount(items))}</dd>
      </div>
      <div className="cart-fake__row">
        <dt lang="zh-CN">{FAKE_LABELS.expectedProfit}</dt>
        <dd data-testid="cart-expected-profit">{formatMoney(expectedProfit(items))}</dd>
      </div>
    </dl>
  );
}
