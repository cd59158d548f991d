import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseStock } from '../goods-form-rules.ts';

interface StockCellProps {
  idx: number;
  title: string;
  stock: number;
  /** Saves the new stock; resolves to the refusal's message, or null when saved. */
  save: (stock: number) => Promise<string | null>;
}

/** A product's stock edited in place: saved on Enter or on leaving the input, the refusal beside it. */
export function StockCell({ idx, title, stock, save }: StockCellProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(stock));
  const [shownStock, setShownStock] = useState(stock);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The list was read again (another edit, a sale): show the new figure unless one is being typed.
  if (stock !== shownStock) {
    setShownStock(stock);
    if (!saving) setValue(String(stock));
  }
  const id = `stock-${idx}`;

  const commit = async () => {
    if (saving) return;
    const next = parseStock(value);
    if (next === null) {
      setError(t('seller.goods.errors.stockRange'));
      return;
    }
    if (next === stock) {
      setError(null);
      return;
    }
    setSaving(true);
    setSaved(false);
    const refusal = await save(next);
    setSaving(false);
    setError(refusal);
    setSaved(refusal === null);
  };

  return (
    <div className="stock-cell">
      <input
        id={id}
        className="stock-cell__input"
        inputMode="numeric"
        value={value}
        aria-label={t('seller.goods.list.stockOf', { title })}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-status`}
        aria-busy={saving}
        onChange={(event) => {
          setValue(event.target.value);
          setSaved(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          } else if (event.key === 'Escape') {
            setValue(String(stock));
            setError(null);
          }
        }}
        onBlur={() => void commit()}
      />
      <span id={`${id}-status`} className={error ? 'stock-cell__error' : 'stock-cell__saved'} role="status">
        {error ?? (saved ? t('seller.goods.list.stockSaved') : '')}
      </span>
    </div>
  );
}
