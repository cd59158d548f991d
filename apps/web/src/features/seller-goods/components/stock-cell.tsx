import type { SellerGoodsRow } from '@storefront/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { parseStock } from '../goods-form-rules.ts';

interface StockInputProps {
  skuIdx: number;
  /** The input's accessible name. */
  label: string;
  stock: number;
  /** Saves the new stock; resolves to the refusal's message, or null when saved. */
  save: (skuIdx: number, stock: number) => Promise<string | null>;
}

/** One SKU's stock edited in place: saved on Enter or on leaving the input, the refusal beside it. */
function StockInput({ skuIdx, label, stock, save }: StockInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(stock));
  const [shownStock, setShownStock] = useState(stock);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The list was read again (another edit, a sale): show the new figure unless one is being saved.
  if (stock !== shownStock) {
    setShownStock(stock);
    if (!saving) setValue(String(stock));
  }
  const id = `stock-${skuIdx}`;

  const commit = async () => {
    if (saving) return;
    const next = parseStock(value);
    if (next === null) {
      setError(t('seller.goods.errors.stockRange'));
      setSaved(false);
      return;
    }
    if (next === stock) {
      setError(null);
      return;
    }
    setSaving(true);
    setSaved(false);
    const refusal = await save(skuIdx, next);
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
        aria-label={label}
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

/**
 * A product's stock in the goods table: one input for a single SKU; for several, the total with
 * each SKU's input under a disclosure.
 */
export function StockCell({ row, save }: { row: SellerGoodsRow; save: StockInputProps['save'] }) {
  const { t, i18n } = useTranslation();
  const [first] = row.skus;
  if (row.skus.length === 1 && first) {
    return (
      <StockInput
        skuIdx={first.idx}
        stock={first.stock}
        save={save}
        label={t('seller.goods.list.stockOf', { title: row.title })}
      />
    );
  }
  return (
    <details className="stock-cell__details">
      <summary>
        {t('seller.goods.list.stockTotal', {
          count: row.stock,
          total: new Intl.NumberFormat(i18n.language).format(row.stock),
        })}
      </summary>
      <ul className="stock-cell__skus">
        {row.skus.map((sku) => (
          <li key={sku.idx}>
            <span aria-hidden="true">{sku.label}</span>
            <StockInput
              skuIdx={sku.idx}
              stock={sku.stock}
              save={save}
              label={t('seller.goods.list.stockOfSku', { title: row.title, sku: sku.label })}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
