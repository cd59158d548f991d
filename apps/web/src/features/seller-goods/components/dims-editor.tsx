import { Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { GOODS_DIMENSION_NAME_MAX_CHARS, GOODS_DIMENSION_VALUE_MAX_CHARS as DIM_VALUE_MAX } from '@storefront/contract';
import { MAX_DIM_VALUES, MAX_DIMS, type GoodsDim } from '../sku-grid.ts';

interface DimsEditorProps {
  dims: GoodsDim[];
  onChange: (dims: GoodsDim[]) => void;
  errors: Record<string, string>;
}

/** One dimension: its name and its values as chips, a value added with Enter or the add button. */
function DimRow({
  index,
  dim,
  onChange,
  onRemove,
  errors,
}: {
  index: number;
  dim: GoodsDim;
  onChange: (dim: GoodsDim) => void;
  onRemove: () => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const nameId = `dim-${index}-name`;
  const valueId = `dim-${index}-value`;
  const nameError = errors[`dimensions.${index}.name`];
  const valuesError = errors[`dimensions.${index}.values`];
  const label = dim.name.trim() || t('seller.goods.dims.nth', { n: index + 1 });

  const addValue = () => {
    const value = draft.trim().slice(0, DIM_VALUE_MAX);
    if (!value || dim.values.includes(value) || dim.values.length >= MAX_DIM_VALUES) return;
    onChange({ ...dim, values: [...dim.values, value] });
    setDraft('');
  };

  return (
    <fieldset className="dim-row">
      <legend className="visually-hidden">{label}</legend>
      <div className="field dim-row__name">
        <label htmlFor={nameId}>{t('seller.goods.dims.name')}</label>
        <input
          id={nameId}
          value={dim.name}
          maxLength={GOODS_DIMENSION_NAME_MAX_CHARS}
          placeholder={t('seller.goods.dims.namePlaceholder')}
          aria-invalid={Boolean(nameError)}
          aria-describedby={`${nameId}-error`}
          onChange={(event) => onChange({ ...dim, name: event.target.value })}
        />
        <p id={`${nameId}-error`} className="field__error">
          {nameError}
        </p>
      </div>
      <div className="field dim-row__values">
        <label htmlFor={valueId}>{t('seller.goods.dims.values', { name: label })}</label>
        <ul className="chips" aria-label={t('seller.goods.dims.valuesOf', { name: label })}>
          {dim.values.map((value) => (
            <li key={value} className="chip">
              <span>{value}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('seller.goods.dims.removeValue', { value })}
                onClick={() => onChange({ ...dim, values: dim.values.filter((v) => v !== value) })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <div className="dim-row__add">
          <input
            id={valueId}
            value={draft}
            maxLength={DIM_VALUE_MAX}
            disabled={dim.values.length >= MAX_DIM_VALUES}
            placeholder={t('seller.goods.dims.valuePlaceholder')}
            aria-invalid={Boolean(valuesError)}
            aria-describedby={`${valueId}-hint ${valueId}-error`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addValue();
              }
            }}
          />
          <button type="button" className="button seller-goods__small" onClick={addValue}>
            <Plus size={16} aria-hidden="true" />
            {t('seller.goods.dims.addValue')}
          </button>
        </div>
        <p id={`${valueId}-hint`} className="field__hint">
          {t('seller.goods.dims.valuesHint', { count: dim.values.length, max: MAX_DIM_VALUES })}
        </p>
        <p id={`${valueId}-error`} className="field__error">
          {valuesError}
        </p>
      </div>
      <button type="button" className="button seller-goods__small dim-row__remove" onClick={onRemove}>
        <Trash2 size={16} aria-hidden="true" />
        {t('seller.goods.dims.remove', { name: label })}
      </button>
    </fieldset>
  );
}

/** Up to 3 dimensions (Colour, Size, ...), each with up to 20 values: they make the SKU grid. */
export function DimsEditor({ dims, onChange, errors }: DimsEditorProps) {
  const { t } = useTranslation();
  return (
    <div className="dims-editor">
      {dims.map((dim, index) => (
        <DimRow
          // Dimensions are only added at the end and removed, so the position names each one.
          key={index}
          index={index}
          dim={dim}
          errors={errors}
          onChange={(next) => onChange(dims.map((d, i) => (i === index ? next : d)))}
          onRemove={() => onChange(dims.filter((_, i) => i !== index))}
        />
      ))}
      {dims.length < MAX_DIMS && (
        <button type="button" className="button" onClick={() => onChange([...dims, { name: '', values: [] }])}>
          <Plus size={18} aria-hidden="true" />
          {t('seller.goods.dims.add')}
        </button>
      )}
      <p className="field__error">{errors.dimensions}</p>
    </div>
  );
}
