import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { applyToAll, type GoodsDim, type SkuRow } from '../sku-grid.ts';

interface SkuGridTableProps {
  dims: GoodsDim[];
  rows: SkuRow[];
  onChange: (rows: SkuRow[]) => void;
  errors: Record<string, string>;
}

type Column = 'price' | 'discountPrice' | 'stock' | 'skuCode';
const COLUMNS: readonly Column[] = ['price', 'discountPrice', 'stock', 'skuCode'];

/** "Apply to all": one price or stock typed once, set on every row. */
function ApplyToAll({ field, onApply }: { field: 'price' | 'stock'; onApply: (value: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const id = `sku-all-${field}`;
  return (
    <div className="sku-grid__all">
      <label htmlFor={id}>{t(`seller.goods.skus.all.${field}`)}</label>
      <input
        id={id}
        inputMode={field === 'price' ? 'decimal' : 'numeric'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply(value);
          }
        }}
      />
      <button type="button" className="button seller-goods__small" onClick={() => onApply(value)}>
        {t(field === 'price' ? 'seller.goods.skus.all.applyPrice' : 'seller.goods.skus.all.applyStock')}
      </button>
    </div>
  );
}

/** The SKU grid: one row per combination of the dimensions' values, each with its price, discount price, stock and code. */
export function SkuGridTable({ dims, rows, onChange, errors }: SkuGridTableProps) {
  const { t } = useTranslation();
  const usedDims = dims.filter((dim) => dim.values.length > 0);
  const set = (index: number, column: Column, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: value } : row)));

  return (
    <div className="sku-grid">
      <div className="sku-grid__all-row">
        <ApplyToAll field="price" onApply={(value) => onChange(applyToAll(rows, 'price', value))} />
        <ApplyToAll field="stock" onApply={(value) => onChange(applyToAll(rows, 'stock', value))} />
      </div>
      <div className="sku-grid__scroll" role="region" aria-labelledby="sku-grid-caption" tabIndex={0}>
        <table className="sku-grid__table">
          <caption id="sku-grid-caption" className="visually-hidden">
            {t('seller.goods.skus.caption', { count: rows.length })}
          </caption>
          <thead>
            <tr>
              {usedDims.map((dim, i) => (
                <th key={i} scope="col">
                  {dim.name || t('seller.goods.dims.nth', { n: i + 1 })}
                </th>
              ))}
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`seller.goods.skus.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const name = row.values.join(' / ') || t('seller.goods.skus.single');
              return (
                <tr key={JSON.stringify(row.values)}>
                  {row.values.map((value, i) => (
                    <th key={i} scope="row">
                      {value}
                    </th>
                  ))}
                  {COLUMNS.map((column) => {
                    const error = errors[`skus.${index}.${column}`];
                    const id = `sku-${index}-${column}`;
                    return (
                      <td key={column}>
                        <input
                          id={id}
                          className="sku-grid__input"
                          inputMode={column === 'stock' ? 'numeric' : column === 'skuCode' ? 'text' : 'decimal'}
                          value={row[column]}
                          aria-label={t(`seller.goods.skus.${column}For`, { name })}
                          aria-invalid={Boolean(error)}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(event) => set(index, column, event.target.value)}
                        />
                        {error && (
                          <p id={`${id}-error`} className="field__error">
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="field__error" role={errors.skus ? 'alert' : undefined}>
        {errors.skus}
      </p>
    </div>
  );
}
