import type { WalletView } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { MONEY_INPUT_MAX_CENTS } from '@storefront/contract/money';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowUpFromLine } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { centsToInput } from '../amount-rules.ts';
import { walletSummaryQuery } from '../api/get-wallet-summary.ts';
import { withdrawFromWallet } from '../api/move-money.ts';
import { useWithdrawalAccounts } from '../api/withdrawal-accounts.ts';
import { useAmountInput } from '../use-amount-input.ts';
import { useMoneyMove } from '../use-money-move.ts';
import { AmountField } from './amount-field.tsx';
import { TradePasswordField } from './trade-password-field.tsx';
import { WithdrawalAccounts } from './withdrawal-accounts.tsx';

const TRADE_PASSWORD = /^\d{6}$/;

/** Withdrawal to a saved account, confirmed with the trade password. */
export function WithdrawalForm({ userIdx, wallet }: { userIdx: number; wallet: WalletView }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const amount = useAmountInput(wallet.balance);
  const { sending, isSending, attempt, send } = useMoneyMove();
  const accounts = useWithdrawalAccounts(userIdx);
  const [chosen, setChosen] = useState<number | null>(null);
  const [tradePassword, setTradePassword] = useState('');
  const [errors, setErrors] = useState<{ account?: string; tradePassword?: string }>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The chosen account while it exists, else the first saved one.
  const rows = accounts.data ?? [];
  const accountIdx = rows.some((row) => row.idx === chosen) ? chosen : (rows[0]?.idx ?? null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending() || !wallet.hasTradePassword) return;
    const cents = amount.validate();
    const found = {
      account: accountIdx === null ? t('wallet.accounts.choose') : undefined,
      tradePassword: TRADE_PASSWORD.test(tradePassword) ? undefined : t('wallet.tradePassword.invalid'),
    };
    setErrors(found);
    if (cents === null || found.account || found.tradePassword || accountIdx === null) {
      focusFirstInvalid();
      return;
    }
    const result = await send((key) => withdrawFromWallet({ amount: amount.value, accountIdx, tradePassword }, key));
    if (!result || result.unanswered) return;
    // A wrong try may have locked the trade password, or the balance moved meanwhile.
    void queryClient.invalidateQueries({ queryKey: walletSummaryQuery(userIdx).queryKey });
    if (result.fieldError?.field === 'amount') {
      amount.setServerError(result.fieldError.message);
    } else if (result.fieldError?.field === 'accountIdx') {
      setErrors({ account: result.fieldError.message });
    } else if (result.tradePasswordError || result.code === Code.tradePasswordError) {
      setTradePassword('');
      setErrors({ tradePassword: result.message || t('action.tradePasswordError') });
    } else if (result.code === Code.tooManyRequests && result.message) {
      // Locked after wrong tries: the server's words, as given, stay under the field.
      setTradePassword('');
      setErrors({ tradePassword: result.message });
    } else if (result.fieldError?.field === 'tradePassword') {
      setErrors({ tradePassword: result.fieldError.message });
    }
  };

  const withdrawAll = () => {
    attempt.reset();
    amount.change(centsToInput(Math.min(wallet.balance, MONEY_INPUT_MAX_CENTS)));
  };

  return (
    <form ref={formRef} className="wallet-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="card wallet-form__card">
        <WithdrawalAccounts
          userIdx={userIdx}
          selected={accountIdx}
          onSelect={(idx) => {
            attempt.reset();
            setChosen(idx);
            setErrors((current) => ({ ...current, account: undefined }));
          }}
          error={errors.account}
        />
      </div>
      <div className="card wallet-form__card">
        <AmountField
          id={`${id}-amount`}
          value={amount.value}
          error={amount.error}
          onChange={(text) => {
            attempt.reset();
            amount.change(text);
          }}
          onBlur={amount.blur}
          disabled={sending}
          hint={
            <>
              {t('wallet.withdrawal.available', { amount: formatMoney(wallet.balance) })}{' '}
              {wallet.balance > 0 && (
                <button type="button" className="wallet-link-button" onClick={withdrawAll} disabled={sending}>
                  {t('wallet.withdrawal.all')}
                </button>
              )}
            </>
          }
        />
        <TradePasswordField
          id={`${id}-trade-password`}
          value={tradePassword}
          onChange={(value) => {
            attempt.reset();
            setTradePassword(value);
            if (errors.tradePassword) setErrors((current) => ({ ...current, tradePassword: undefined }));
          }}
          error={errors.tradePassword}
          hasTradePassword={wallet.hasTradePassword}
          lockedUntil={wallet.lockedUntil}
          disabled={sending}
        />
        <BusyButton
          className="button button--primary button--block"
          busy={sending}
          disabled={!wallet.hasTradePassword}
          icon={ArrowUpFromLine}
        >
          {sending ? t('wallet.withdrawal.submitting') : t('wallet.withdrawal.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
