import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { centsToDollars, validatePriceRange, type PriceError } from './price-range.ts';

export interface PriceFilterProps {
  min: number | undefined;
  max: number | undefined;
  onApply: (range: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}

/**
 * The min/max price inputs, in dollars. Typing does not filter (every keystroke would be a new
 * search); Apply or Enter validates and applies. Mount it with a key of the applied range so it
 * shows the URL's values again after 'clear filters' or a back navigation.
 */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [minText, setMinText] = useState(min === undefined ? '' : centsToDollars(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : centsToDollars(max));
  const [errors, setErrors] = useState<{ min?: PriceError; max?: PriceError }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePriceRange(minText, maxText);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply({ priceMin: result.min, priceMax: result.max });
  };

  const field = (name: 'min' | 'max', value: string, setValue: (text: string) => void) => (
    <div className="field price-filter__field">
      <label htmlFor={`${id}-${name}`}>{t(`catalog.listing.price.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t(`catalog.listing.price.${name}Placeholder`)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      <span id={`${id}-${name}-error`} className="field__error">
        {errors[name] ? t(errors[name]) : ''}
      </span>
    </div>
  );

  return (
    <form className="price-filter" onSubmit={submit} noValidate>
      <fieldset className="listing-filters__group">
        <legend className="listing-filters__legend">{t('catalog.listing.price.legend')}</legend>
        <div className="price-filter__inputs">
          {field('min', minText, setMinText)}
          {field('max', maxText, setMaxText)}
        </div>
        <button type="submit" className="button button--block">
          {t('catalog.listing.price.apply')}
        </button>
      </fieldset>
    </form>
  );
}
