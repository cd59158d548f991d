import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

export interface QuantityControlProps {
  /** The element holding the three controls. */
  className: string;
  /** The BEM block of the parts: `${block}__button`, `${block}__input`. */
  block: string;
  value: number;
  min: number;
  /** The most allowed, when known. */
  max?: number;
  /** Gets the stepped or typed number as it is; the owner clamps it where it needs to. */
  onChange(value: number): void;
  disabled?: boolean;
  iconSize: number;
  decreaseLabel: string;
  increaseLabel: string;
  /** The number field's id (a visible label names it) or accessible name (none does). */
  inputId?: string;
  inputLabel?: string;
}

/** − / number / +: an empty or half-typed field is allowed while typing and put back on blur. */
export function QuantityControl({
  className,
  block,
  value,
  min,
  max,
  onChange,
  disabled = false,
  iconSize,
  decreaseLabel,
  increaseLabel,
  inputId,
  inputLabel,
}: QuantityControlProps) {
  // The text being typed, so the field may be empty for a moment without forcing a 1 into it.
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <div className={className}>
      <button
        type="button"
        className={`${block}__button`}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={decreaseLabel}
      >
        <Minus size={iconSize} aria-hidden="true" />
      </button>
      <input
        id={inputId}
        className={`${block}__input`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        aria-label={inputLabel}
        onChange={(event) => {
          const text = event.target.value;
          const n = Number(text);
          if (text === '' || !Number.isFinite(n)) {
            setDraft(text);
            return;
          }
          setDraft(null);
          onChange(n);
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={`${block}__button`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label={increaseLabel}
      >
        <Plus size={iconSize} aria-hidden="true" />
      </button>
    </div>
  );
}
