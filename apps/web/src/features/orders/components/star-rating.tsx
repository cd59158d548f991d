import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

const VALUES = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  label: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * A 1-5 rating as a radio group of native radios drawn as stars: Tab reaches the group once,
 * the arrow keys move and choose, and each star reads out as "4 stars".
 */
export function StarRating({ label, value, onChange, error }: StarRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset
      className="star-rating"
      aria-describedby={`${name}-text ${name}-error`}
      aria-invalid={error ? true : undefined}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className="star-rating__legend">{label}</legend>
      <div className="star-rating__stars">
        {VALUES.map((n) => (
          <label key={n} className={`star-rating__star ${n <= value ? 'star-rating__star--on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <Star size={28} aria-hidden="true" fill={n <= value ? 'currentColor' : 'none'} />
            <span className="visually-hidden">{t('orders.review.stars', { count: n })}</span>
          </label>
        ))}
        <span id={`${name}-text`} className="star-rating__text">
          {value > 0 ? t(`orders.review.ratingText.${value}`) : ''}
        </span>
      </div>
      <span id={`${name}-error`} className="field__error">
        {error ?? ''}
      </span>
    </fieldset>
  );
}
