import type { ShippingOption, ShippingSavePayload } from '@storefront/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CallError, fetchData } from '../../api/query.ts';
import { BusyButton } from '../../components/busy-button.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { QueryError } from '../../components/listing/query-error.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { formatMoney, regionName } from '../../lib/format.ts';
import { ShippingForm } from './shipping-form.tsx';
import './seller-shipping.css';

const LIST_KEY = ['seller/shipping/list'] as const;

type Editing = { option: ShippingOption | null } | null;

/** A refusal's message and the field it names, for the form. */
function refusalOf(error: unknown): { field: string | null; message: string } | null {
  if (!(error instanceof CallError)) return error ? { field: null, message: String(error) } : null;
  const data = error.envelope?.data as { field?: unknown } | undefined;
  return { field: typeof data?.field === 'string' ? data.field : null, message: error.message };
}

/**
 * /seller/shipping: the shop's delivery options (issue 20) as a table (cards on a phone): each
 * destination's flat fee, free-over amount and days; add or edit in a dialog, delete after a
 * confirmation. The server checks the owner and every figure again.
 */
export function SellerShipping() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => fetchData('seller/shipping/list', {}) });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ShippingOption | null>(null);

  const save = useMutation({
    mutationFn: (payload: ShippingSavePayload) => fetchData('seller/shipping/save', payload),
    onSuccess: () => {
      setEditing(null);
      notify.success(t('seller.shipping.saved'));
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (idx: number) => fetchData('seller/shipping/delete', { idx }),
    onSuccess: () => {
      setDeleting(null);
      notify.success(t('seller.shipping.deleted'));
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (error) => notify.error(error.message),
  });

  if (list.isPending) return <PageSkeleton />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  const options = list.data.options;
  const place = (country: string) =>
    country === '' ? t('seller.shipping.restOfWorld') : regionName(country, i18n.language);
  const open = (option: ShippingOption | null) => {
    save.reset();
    setEditing({ option });
  };

  return (
    <section className="seller-shipping" aria-labelledby="seller-shipping-title">
      <header className="seller-shipping__head">
        <h1 id="seller-shipping-title">{t('seller.shipping.title')}</h1>
        <button type="button" className="button button--primary" onClick={() => open(null)} data-testid="shipping-add">
          <Plus size={18} aria-hidden="true" />
          {t('seller.shipping.add')}
        </button>
      </header>
      <p className="seller-shipping__intro">{t('seller.shipping.intro')}</p>
      {options.length === 0 ? (
        <p className="seller-shipping__empty" data-testid="shipping-empty">
          {t('seller.shipping.empty')}
        </p>
      ) : (
        <table className="seller-shipping__table" data-testid="shipping-table">
          <thead>
            <tr>
              <th scope="col">{t('seller.shipping.fields.country')}</th>
              <th scope="col">{t('seller.shipping.fields.fee')}</th>
              <th scope="col">{t('seller.shipping.fields.freeOver')}</th>
              <th scope="col">{t('seller.shipping.columns.days')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('seller.shipping.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.idx} data-testid="shipping-row" data-country={option.country}>
                <th scope="row">{place(option.country)}</th>
                <td data-label={t('seller.shipping.fields.fee')}>
                  {option.fee === 0 ? t('seller.shipping.free') : formatMoney(option.fee)}
                </td>
                <td data-label={t('seller.shipping.fields.freeOver')}>
                  {option.freeOver === null ? '—' : formatMoney(option.freeOver)}
                </td>
                <td data-label={t('seller.shipping.columns.days')}>
                  {t('seller.shipping.days', { min: option.daysMin, max: option.daysMax })}
                </td>
                <td className="seller-shipping__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => open(option)}
                    aria-label={t('seller.shipping.edit', { place: place(option.country) })}
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setDeleting(option)}
                    aria-label={t('seller.shipping.delete', { place: place(option.country) })}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.option ? t('seller.shipping.editTitle') : t('seller.shipping.addTitle')}
        width={480}
      >
        {editing && (
          <ShippingForm
            option={editing.option}
            saving={save.isPending}
            refusal={refusalOf(save.error)}
            onSave={(payload) => save.mutate(payload)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('seller.shipping.confirmTitle')}
        width={420}
      >
        {deleting && (
          <div className="seller-shipping__confirm">
            <p>{t('seller.shipping.confirm', { place: place(deleting.country) })}</p>
            <div className="seller-shipping-form__actions">
              <button type="button" className="button" onClick={() => setDeleting(null)}>
                {t('seller.shipping.cancel')}
              </button>
              <BusyButton
                type="button"
                className="button button--primary"
                busy={remove.isPending}
                onClick={() => remove.mutate(deleting.idx)}
                data-testid="shipping-confirm-delete"
              >
                {t('seller.shipping.confirmDelete')}
              </BusyButton>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
