import type { DeliveryQuote, PricedShop } from '@storefront/contract';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../lib/format.ts';

/** "Free" or the fee, and "arrives in 3–5 days" when the shop gives an estimate. */
export function DeliveryFigure({ quote }: { quote: DeliveryQuote }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="price" data-testid="delivery-fee">
        {quote.fee === 0 ? t('cart.delivery.free') : formatMoney(quote.fee)}
      </span>
      {quote.daysMin !== null && quote.daysMax !== null && (
        <small className="delivery-lines__days">
          {t('cart.delivery.days', { min: quote.daysMin, max: quote.daysMax })}
        </small>
      )}
    </>
  );
}

/**
 * Each shop's delivery for the lines being bought, as the server priced it; without an address
 * (a guest) a note that it is worked out at checkout.
 */
export function DeliveryLines({ shops, country }: { shops: readonly PricedShop[]; country: string | null }) {
  const { t } = useTranslation();
  if (shops.length === 0) return null;
  if (country === null) {
    return (
      <p className="delivery-lines__note" data-testid="delivery-note">
        {t('cart.delivery.atCheckout')}
      </p>
    );
  }
  return (
    <dl className="delivery-lines" data-testid="delivery-lines">
      {shops.map((shop) =>
        shop.delivery ? (
          <div key={shop.shopIdx} className="delivery-lines__row" data-testid="delivery-line">
            <dt>{t('cart.delivery.shop', { shop: shop.shopName })}</dt>
            <dd>
              <DeliveryFigure quote={shop.delivery} />
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
