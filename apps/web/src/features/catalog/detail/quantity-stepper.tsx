import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuantityStepperProps {
  value: number;
  /** The most that can be bought (the sku's stock); never below the minimum of 1. */
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

const MIN = 1;

/** − / number / +: typed amounts are clamped to 1..max, an empty field is put back on blur. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const top = Math.max(MIN, max);
  // The text being typed, so the field can be empty for a moment without forcing a 1 into it.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(top, Math.max(MIN, Math.floor(n)));

  return (
    <div className="stepper">
      <label htmlFor={id} className="stepper__label">
        {t('catalog.detail.quantity.label')}
      </label>
      <div className="stepper__control">
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= MIN}
          aria-label={t('catalog.detail.quantity.decrease')}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={MIN}
          max={top}
          step={1}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value;
            const n = Number(text);
            if (text === '' || !Number.isFinite(n)) {
              setDraft(text);
              return;
            }
            setDraft(null);
            onChange(clamp(n));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="stepper__button"
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= top}
          aria-label={t('catalog.detail.quantity.increase')}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
