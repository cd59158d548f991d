import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useSaveWarehouse, warehousesQuery } from '../api/warehouses.ts';

interface WarehouseFieldProps {
  value: string;
  error?: string;
  onChange: (warehouseIdx: string) => void;
}

/** The warehouse a product ships from, among the shop's; a new one can be added on the spot. */
export function WarehouseField({ value, error, onChange }: WarehouseFieldProps) {
  const { t } = useTranslation();
  const warehouses = useQuery(warehousesQuery());
  const saveWarehouse = useSaveWarehouse();
  const list = warehouses.data ?? [];
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  const add = async () => {
    if (!name.trim()) {
      setAddError(t('seller.goods.warehouse.nameRequired'));
      return;
    }
    const outcome = await saveWarehouse.mutateAsync({ name: name.trim(), city: city.trim() });
    if (!outcome.ok) {
      setAddError(outcome.message);
      return;
    }
    onChange(String(outcome.idx));
    setAdding(false);
    setName('');
    setCity('');
    setAddError(null);
  };

  return (
    <div className="warehouse-field">
      <div className="field">
        <label htmlFor="goods-warehouse">{t('seller.goods.warehouse.label')}</label>
        <select
          id="goods-warehouse"
          // Left unchosen, the product ships from the shop's first warehouse (the server's default).
          value={value || (list[0] ? String(list[0].idx) : '')}
          aria-invalid={Boolean(error)}
          aria-describedby="goods-warehouse-error"
          onChange={(event) => onChange(event.target.value)}
        >
          {list.length === 0 && <option value="">{t('seller.goods.warehouse.none')}</option>}
          {list.map((warehouse) => (
            <option key={warehouse.idx} value={String(warehouse.idx)}>
              {warehouse.name}
            </option>
          ))}
        </select>
        <p id="goods-warehouse-error" className="field__error">
          {error}
        </p>
      </div>
      {adding ? (
        <div className="warehouse-field__new" role="group" aria-labelledby="warehouse-new-title">
          <h3 id="warehouse-new-title" className="warehouse-field__title">
            {t('seller.goods.warehouse.newTitle')}
          </h3>
          <div className="field">
            <label htmlFor="warehouse-name">{t('seller.goods.warehouse.name')}</label>
            <input
              id="warehouse-name"
              value={name}
              maxLength={60}
              aria-invalid={Boolean(addError)}
              aria-describedby="warehouse-new-error"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="warehouse-city">{t('seller.goods.warehouse.city')}</label>
            <input id="warehouse-city" value={city} maxLength={80} onChange={(event) => setCity(event.target.value)} />
          </div>
          <p id="warehouse-new-error" className="field__error">
            {addError}
          </p>
          <div className="seller-goods__dialog-actions">
            <button type="button" className="button" onClick={() => setAdding(false)}>
              {t('common.cancel')}
            </button>
            <BusyButton
              type="button"
              busy={saveWarehouse.isPending}
              className="button button--primary"
              onClick={() => void add()}
            >
              {t('seller.goods.warehouse.save')}
            </BusyButton>
          </div>
        </div>
      ) : (
        <button type="button" className="button seller-goods__small" onClick={() => setAdding(true)}>
          <Plus size={16} aria-hidden="true" />
          {t('seller.goods.warehouse.add')}
        </button>
      )}
    </div>
  );
}
