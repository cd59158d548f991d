import { Star } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import './listing.css';

const FIVE = [0, 1, 2, 3, 4];

/** Five stars filled to the rating (a 3.9 fills 78% of the row), read out as "Rated 3.9 out of 5". */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span className="rating-stars" role="img" aria-label={t('catalog.shop.ratingLabel', { rating: value.toFixed(1) })}>
      <span className="rating-stars__row">
        {FIVE.map((i) => (
          <Star key={i} size={size} aria-hidden="true" />
        ))}
      </span>
      <span className="rating-stars__row rating-stars__fill" style={{ width: `${(value / 5) * 100}%` }}>
        {FIVE.map((i) => (
          <Star key={i} size={size} aria-hidden="true" fill="currentColor" />
        ))}
      </span>
    </span>
  );
}
