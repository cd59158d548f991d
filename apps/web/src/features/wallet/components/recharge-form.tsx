import { CreditCard } from 'lucide-react';
import { useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { rechargeWallet } from '../api/move-money.ts';
import { useAmountInput } from '../use-amount-input.ts';
import { useMoneyMove } from '../use-money-move.ts';
import { AmountField } from './amount-field.tsx';
import { TestProviderPanel } from './test-provider-panel.tsx';

/** Quick picks of the recharge form: $50, $100, $500. */
export const RECHARGE_QUICK_PICKS = [5_000, 10_000, 50_000] as const;

/** Recharge through the built-in test provider; on success, back to the wallet with the new balance. */
export function RechargeForm() {
  const { t } = useTranslation();
  const id = useId();
  const amount = useAmountInput();
  const { sending, isSending, attempt, send } = useMoneyMove();
  const inputRef = useRef<HTMLDivElement>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    if (amount.validate() === null) {
      inputRef.current?.querySelector('input')?.focus();
      return;
    }
    const result = await send((key) => rechargeWallet(amount.value, key));
    if (result?.fieldError?.field === 'amount') amount.setServerError(result.fieldError.message);
  };

  return (
    <form className="wallet-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="card wallet-form__card" ref={inputRef}>
        <AmountField
          id={`${id}-amount`}
          value={amount.value}
          error={amount.error}
          onChange={(text) => {
            attempt.reset();
            amount.change(text);
          }}
          onBlur={amount.blur}
          quickPicks={RECHARGE_QUICK_PICKS}
          hint={t('wallet.recharge.hint')}
          disabled={sending}
        />
      </div>
      <TestProviderPanel />
      <p className="wallet-form__summary" aria-live="polite">
        {amount.cents !== null ? t('wallet.recharge.summary', { amount: formatMoney(amount.cents) }) : ''}
      </p>
      <BusyButton className="button button--primary button--block" busy={sending} icon={CreditCard}>
        {sending ? t('wallet.recharge.submitting') : t('wallet.recharge.submit')}
      </BusyButton>
    </form>
  );
}
