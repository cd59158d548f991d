import { Star } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import './stars.css';

const FIVE = [0, 1, 2, 3, 4];

/**
 * A 0-5 rating as five stars filled to the exact fraction (4.3 fills 86 %), read out as
 * "Rated 4.3 out of 5".
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (filled: boolean) =>
    FIVE.map((n) => <Star key={n} size={size} aria-hidden="true" fill={filled ? 'currentColor' : 'none'} />);
  return (
    <span className="stars" role="img" aria-label={t('catalog.detail.rating', { rating: rating.toFixed(1) })}>
      <span className="stars__empty">{row(false)}</span>
      <span className="stars__full" style={{ width: `${percent}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
