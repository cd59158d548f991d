import type { WithdrawalAccountView } from '@storefront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Landmark, Plus, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Modal } from '../../../components/modal.tsx';
import { deleteWithdrawalAccount, useWithdrawalAccounts, withdrawalAccountsQuery } from '../api/withdrawal-accounts.ts';
import { AccountForm } from './account-form.tsx';

export interface WithdrawalAccountsProps {
  userIdx: number;
  selected: number | null;
  onSelect: (idx: number) => void;
  error?: string;
}

const accountName = (account: WithdrawalAccountView) =>
  account.kind === 'bank' && account.bank ? `${account.bank} ${account.accountNo}` : account.accountNo;

/** The saved accounts to withdraw to (one radio each, number masked), with add and remove. */
export function WithdrawalAccounts({ userIdx, selected, onSelect, error }: WithdrawalAccountsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useWithdrawalAccounts(userIdx);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WithdrawalAccountView | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: withdrawalAccountsQuery(userIdx).queryKey });

  const remove = async (account: WithdrawalAccountView) => {
    setBusy(true);
    const removed = await deleteWithdrawalAccount(account.idx);
    setBusy(false);
    setRemoving(null);
    if (removed) await refresh();
  };

  const rows = accounts.data ?? [];
  const showForm = adding || (accounts.isSuccess && rows.length === 0);

  return (
    <fieldset className="withdrawal-accounts" aria-describedby="withdrawal-accounts-error">
      <legend className="wallet-section-title">{t('wallet.accounts.title')}</legend>
      {accounts.isPending && <div className="wallet-skeleton wallet-skeleton--row" aria-hidden="true" />}
      {accounts.isError && (
        <div className="withdrawal-accounts__failed" role="alert">
          <span>{t('wallet.accounts.loadFailed')}</span>
          <button type="button" className="button" onClick={() => void accounts.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {accounts.isSuccess && rows.length === 0 && <p className="wallet-hint">{t('wallet.accounts.empty')}</p>}
      {rows.length > 0 && (
        <ul className="withdrawal-accounts__list">
          {rows.map((account) => {
            const Icon = account.kind === 'bank' ? Landmark : Wallet;
            return (
              <li key={account.idx} className="account-option">
                <label className="account-option__label">
                  <input
                    type="radio"
                    name="withdrawal-account"
                    value={account.idx}
                    checked={selected === account.idx}
                    onChange={() => onSelect(account.idx)}
                  />
                  <Icon size={20} aria-hidden="true" className="account-option__icon" />
                  <span className="account-option__text">
                    <span className="account-option__name">{accountName(account)}</span>
                    <span className="account-option__meta">
                      {t(`wallet.accounts.kinds.${account.kind}`)} · {account.holder}
                    </span>
                  </span>
                </label>
                <button
                  type="button"
                  className="account-option__remove"
                  onClick={() => setRemoving(account)}
                  aria-label={t('wallet.accounts.remove', { name: accountName(account) })}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p id="withdrawal-accounts-error" className="field__error">
        {error ?? ''}
      </p>
      {showForm ? (
        <AccountForm
          onCancel={rows.length > 0 ? () => setAdding(false) : undefined}
          onSaved={(account) => {
            setAdding(false);
            if (account) onSelect(account.idx);
            void refresh();
          }}
        />
      ) : (
        accounts.isSuccess && (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden="true" /> {t('wallet.accounts.add')}
          </button>
        )
      )}
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={t('wallet.accounts.removeTitle')}>
        {removing && (
          <div className="wallet-confirm">
            <p>{t('wallet.accounts.removeText', { name: accountName(removing) })}</p>
            <div className="wallet-confirm__actions">
              <button type="button" className="button" onClick={() => setRemoving(null)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void remove(removing)}
              >
                {t('wallet.accounts.removeConfirm')}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </fieldset>
  );
}
