import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { QuantityControl } from '../../../components/quantity-control.tsx';

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
  const clamp = (n: number) => Math.min(top, Math.max(MIN, Math.floor(n)));

  return (
    <div className="stepper">
      <label htmlFor={id} className="stepper__label">
        {t('catalog.detail.quantity.label')}
      </label>
      <QuantityControl
        className="stepper__control"
        block="stepper"
        value={value}
        min={MIN}
        max={top}
        onChange={(n) => onChange(clamp(n))}
        disabled={disabled}
        iconSize={16}
        decreaseLabel={t('catalog.detail.quantity.decrease')}
        increaseLabel={t('catalog.detail.quantity.increase')}
        inputId={id}
      />
    </div>
  );
}
