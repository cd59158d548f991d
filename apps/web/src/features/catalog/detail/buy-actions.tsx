import { ShoppingCart, Zap } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { Purchase } from './use-purchase.ts';

/** Why the product cannot be bought now, as the server says (its shop closed or on holiday). */
export type SaleBlock = 'shopClosed' | 'shopHoliday' | null;

export interface BuyActionsProps {
  purchase: Purchase;
  className: string;
  blocked?: SaleBlock;
}

/** Add to cart and buy now: in the buy box on large screens, in the sticky bar below that. */
export function BuyActions({ purchase, className, blocked = null }: BuyActionsProps) {
  const { t } = useTranslation();
  const soldOut = purchase.stock <= 0 || blocked !== null;
  return (
    <div className={className}>
      {blocked && (
        <p className="buy-box__closed" data-testid="buy-blocked">
          {t(`catalog.detail.closed.${blocked}`)}
        </p>
      )}
      <button
        type="button"
        className="button buy-actions__cart"
        onClick={() => void purchase.addToCart()}
        disabled={soldOut}
      >
        <ShoppingCart size={18} aria-hidden="true" />
        {t('catalog.detail.actions.addToCart')}
      </button>
      <button
        type="button"
        className="button button--primary buy-actions__buy"
        onClick={purchase.buyNow}
        disabled={soldOut}
      >
        <Zap size={18} aria-hidden="true" />
        {purchase.stock <= 0 ? t('catalog.detail.stock.soldOut') : t('catalog.detail.actions.buyNow')}
      </button>
    </div>
  );
}

/** The bar pinned above the mobile tab bar (and at the bottom on tablets); hidden from 1024 px. */
export function BuyBar({ purchase, blocked = null }: { purchase: Purchase; blocked?: SaleBlock }) {
  const { t } = useTranslation();
  return (
    <div className="buy-bar" role="region" aria-label={t('catalog.detail.actions.label')}>
      <BuyActions purchase={purchase} className="buy-bar__actions" blocked={blocked} />
    </div>
  );
}
