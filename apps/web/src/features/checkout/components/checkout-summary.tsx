import type { PricedShop, WalletView } from '@storefront/contract';
import { DeliveryFigure } from '../../cart/public.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { ShopGroup } from '../checkout-lines.ts';
import type { PayBlock } from '../pay-readiness.ts';
import type { PayOutcome } from '../use-place-order.ts';
import { PayForm } from './pay-form.tsx';
import { PayNote } from './pay-note.tsx';
import './checkout-summary.css';

export interface CheckoutSummaryProps {
  groups: readonly ShopGroup[];
  count: number;
  /** What order/place charges: the goods and, once priced for the address, each shop's delivery. */
  total: number;
  /** Each shop's delivery to the chosen address (the server's); null until priced or without an address. */
  delivery: readonly PricedShop[] | null;
  /** False while the delivery is being priced: nothing can be paid until the total is the server's. */
  ready: boolean;
  shopName(shopIdx: number): string | undefined;
  signedIn: boolean;
  wallet: WalletView | undefined;
  block: PayBlock | null;
  paying: boolean;
  onPay: (tradePassword: string) => Promise<PayOutcome>;
  onRetryWallet: () => void;
}

/**
 * Item count, subtotal per shop, total and wallet balance, then the pay form. Beside the lines
 * on a large screen; pinned to the bottom of the screen on a phone.
 */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const { groups, count, total, wallet, signedIn, block } = props;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t('checkout.summary.title')}
      </h2>
      <dl className="checkout-summary__rows">
        <div className="checkout-summary__row checkout-summary__row--detail">
          <dt>{t('checkout.summary.items')}</dt>
          <dd>{count}</dd>
        </div>
        {groups.map((group) => (
          <div key={group.key} className="checkout-summary__row checkout-summary__row--detail">
            <dt>
              {group.shopIdx === null
                ? t('checkout.lines.otherShop')
                : (props.shopName(group.shopIdx) ?? t('checkout.lines.unknownShop'))}
            </dt>
            <dd>{formatMoney(group.subtotal)}</dd>
          </div>
        ))}
        {props.delivery?.map((shop) =>
          shop.delivery ? (
            <div
              key={`delivery-${shop.shopIdx}`}
              className="checkout-summary__row checkout-summary__row--detail checkout-summary__row--delivery"
              data-testid="checkout-delivery"
            >
              <dt>{t('checkout.delivery.shop', { shop: shop.shopName })}</dt>
              <dd>
                <DeliveryFigure quote={shop.delivery} />
              </dd>
            </div>
          ) : null,
        )}
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{t('checkout.summary.total', { count })}</dt>
          <dd className="price" data-testid="checkout-total">
            {formatMoney(total)}
          </dd>
        </div>
        {signedIn && (
          <div className="checkout-summary__row">
            <dt>{t('checkout.summary.balance')}</dt>
            <dd data-testid="wallet-balance">
              {wallet ? formatMoney(wallet.balance) : '…'}
              {wallet && (
                <span
                  className={`checkout-summary__tag checkout-summary__tag--${wallet.balance >= total ? 'ok' : 'short'}`}
                >
                  {t(wallet.balance >= total ? 'checkout.summary.enough' : 'checkout.summary.notEnough')}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      <PayNote block={block} wallet={wallet} total={total} onRetryWallet={props.onRetryWallet} />
      <PayForm
        total={total}
        signedIn={signedIn}
        canPay={block === null && props.ready}
        paying={props.paying}
        onPay={props.onPay}
      />
    </aside>
  );
}
