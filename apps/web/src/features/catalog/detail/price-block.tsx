import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { PriceRange } from './sku-selection.ts';

const formatRange = ({ min, max }: PriceRange) =>
  min === max ? formatMoney(min) : `${formatMoney(min)} – ${formatMoney(max)}`;

export interface PriceBlockProps {
  /** What the shopper pays: one price, or the range over the skus before one is chosen. */
  current: PriceRange;
  /** The undiscounted price, struck through, when there is a discount. */
  original: PriceRange | null;
  /** The discount in whole percent, for the "-20%" badge. */
  percent: number;
}

export function PriceBlock({ current, original, percent }: PriceBlockProps) {
  const { t } = useTranslation();
  return (
    <div className="price-block">
      <span className="visually-hidden">{t('catalog.detail.price.label')}</span>
      <span
        className={`price price-block__current${original ? ' price-block__current--sale' : ''}`}
        data-testid="detail-price"
      >
        {formatRange(current)}
      </span>
      {original && (
        <del className="price-block__original">
          <span className="visually-hidden">{t('catalog.detail.price.original')}</span>
          {formatRange(original)}
        </del>
      )}
      {original && percent > 0 && (
        <span className="price-block__badge">{t('catalog.detail.price.off', { percent })}</span>
      )}
    </div>
  );
}

/** The whole-percent discount of a price pair (0 without a real discount). */
export function discountPercent(price: number, discountPrice: number | null): number {
  if (discountPrice === null || discountPrice >= price || price <= 0) return 0;
  return Math.round((1 - discountPrice / price) * 100);
}
