import type { AddressView } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Modal } from '../../../components/modal.tsx';
import { addressListKey, addressListQuery, deleteAddress } from '../api/addresses.ts';
import { AddressForm } from './address-form.tsx';
import './address-book.css';

export interface AddressBookProps {
  userIdx: number;
  /** The chosen address's idx (null while the book is empty or loading). */
  selectedIdx: number | null;
  onSelect: (idx: number) => void;
}

type Editing = { address: AddressView | null } | null;

/** The saved addresses as a radio list (default first), with add, edit and delete. */
export function AddressBook({ userIdx, selectedIdx, onSelect }: AddressBookProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(addressListQuery(userIdx));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressView | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: addressListKey(userIdx) });

  const handleSaved = async (saved: AddressView | null) => {
    setEditing(null);
    await refresh();
    if (saved) onSelect(saved.idx);
  };

  const handleDelete = async (address: AddressView) => {
    setDeleting(null);
    const { answer } = await deleteAddress(address.idx);
    if (answer?.code === Code.ok) await refresh();
  };

  return (
    <section className="card checkout-section" aria-labelledby="checkout-address-title" data-testid="address-book">
      <header className="checkout-section__head">
        <h2 id="checkout-address-title" className="checkout-section__title">
          {t('checkout.address.title')}
        </h2>
        <button type="button" className="button checkout-section__action" onClick={() => setEditing({ address: null })}>
          <Plus size={16} aria-hidden="true" /> {t('checkout.address.add')}
        </button>
      </header>
      {list.isPending && <div className="checkout-skeleton" aria-busy="true" aria-label={t('common.loading')} />}
      {list.isError && (
        <div className="checkout-note">
          <span>{t('checkout.address.loadFailed')}</span>
          <button type="button" className="button" onClick={() => void list.refetch()}>
            <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
          </button>
        </div>
      )}
      {list.data?.length === 0 && <p className="checkout-note">{t('checkout.address.none')}</p>}
      {list.data && list.data.length > 0 && (
        <fieldset className="address-list">
          <legend className="visually-hidden">{t('checkout.address.choose')}</legend>
          {list.data.map((address) => (
            <AddressOption
              key={address.idx}
              address={address}
              checked={address.idx === selectedIdx}
              onSelect={() => onSelect(address.idx)}
              onEdit={() => setEditing({ address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </fieldset>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.address ? 'checkout.address.editTitle' : 'checkout.address.addTitle')}
        width={480}
      >
        {editing && (
          <AddressForm
            address={editing.address}
            onSaved={(saved) => void handleSaved(saved)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title={t('checkout.address.deleteTitle')}>
        {deleting && (
          <div className="address-delete">
            <p>{t('checkout.address.deleteText', { name: deleting.name, address: deleting.address })}</p>
            <div className="address-form__actions">
              <button type="button" className="button" onClick={() => setDeleting(null)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button address-delete__confirm"
                onClick={() => void handleDelete(deleting)}
              >
                <Trash2 size={16} aria-hidden="true" /> {t('checkout.address.delete')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}

interface AddressOptionProps {
  address: AddressView;
  checked: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressOption({ address, checked, onSelect, onEdit, onDelete }: AddressOptionProps) {
  const { t } = useTranslation();
  const id = `address-option-${address.idx}`;
  return (
    <div className={`address-option${checked ? ' address-option--checked' : ''}`} data-testid="address-option">
      <input id={id} type="radio" name="checkout-address" checked={checked} onChange={onSelect} />
      <label htmlFor={id} className="address-option__text">
        <span className="address-option__who">
          <MapPin size={16} aria-hidden="true" />
          <strong>{address.name}</strong>
          <span>{`+${address.callingCode} ${address.phone}`}</span>
          {address.isDefault && <span className="address-option__badge">{t('checkout.address.default')}</span>}
        </span>
        <span className="address-option__where">{`${address.area}, ${address.address}`}</span>
      </label>
      <div className="address-option__actions">
        <button
          type="button"
          className="address-option__icon"
          onClick={onEdit}
          aria-label={t('checkout.address.editOne', { name: address.name })}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="address-option__icon"
          onClick={onDelete}
          aria-label={t('checkout.address.deleteOne', { name: address.name })}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
