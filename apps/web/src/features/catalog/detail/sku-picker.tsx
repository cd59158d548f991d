import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { GoodsDimension, GoodsSku } from './goods-detail-types.ts';
import { isValueDisabled, type Choices } from './sku-selection.ts';
import './sku-picker.css';

export interface SkuPickerProps {
  dimensions: GoodsDimension[];
  skus: GoodsSku[];
  choices: Choices;
  onChoose(dimension: number, value: number): void;
  /** The dimension the shopper must still choose (-1: none), shown with an error and focused. */
  missing: number;
}

/**
 * One radio group per dimension with its values as chips (native radios, so the arrow keys
 * move the choice and skip sold-out values). A value is disabled when every sku having it,
 * given the other choices, is sold out.
 */
export function SkuPicker({ dimensions, skus, choices, onChoose, missing }: SkuPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const groups = useRef<(HTMLFieldSetElement | null)[]>([]);

  // Asked to choose a dimension: take the keyboard (and the eye) straight to it.
  useEffect(() => {
    if (missing < 0) return;
    const group = groups.current[missing];
    group?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    group?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [missing]);

  if (dimensions.length === 0) return null;
  return (
    <div className="sku-picker">
      {dimensions.map((dimension, d) => {
        const chosen = choices[d];
        const chosenLabel = chosen === null || chosen === undefined ? null : dimension.values[chosen]?.label;
        const errorId = `${id}-error-${d}`;
        return (
          <fieldset
            key={dimension.name}
            ref={(node) => {
              groups.current[d] = node;
            }}
            className={`sku-picker__group${missing === d ? ' sku-picker__group--missing' : ''}`}
            aria-describedby={missing === d ? errorId : undefined}
          >
            <legend className="sku-picker__legend">
              {dimension.name}
              {chosenLabel && <span className="sku-picker__chosen">: {chosenLabel}</span>}
            </legend>
            <div className="sku-picker__values">
              {dimension.values.map((value, v) => {
                const disabled = isValueDisabled(skus, choices, d, v);
                return (
                  <label key={value.value} className="chip" data-disabled={disabled || undefined}>
                    <input
                      type="radio"
                      className="chip__input"
                      name={`${id}-dimension-${d}`}
                      value={v}
                      checked={chosen === v}
                      disabled={disabled}
                      onChange={() => onChoose(d, v)}
                    />
                    <span className="chip__label">{value.label}</span>
                    {disabled && <span className="visually-hidden"> ({t('catalog.detail.sku.soldOut')})</span>}
                  </label>
                );
              })}
            </div>
            {missing === d && (
              <p id={errorId} className="sku-picker__error">
                {t('cart.chooseDimension', { name: dimension.name })}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
