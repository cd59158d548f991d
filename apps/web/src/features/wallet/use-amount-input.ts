import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { amountProblemText, checkAmount, type AmountProblem } from './amount-rules.ts';

/**
 * The amount field's state: checked when the field is left and when the form is sent; once an
 * error shows, it is checked again on every keystroke so it goes away as soon as it is fixed.
 */
export function useAmountInput(balance?: number) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  // A refusal the server gave in its own words (already translated), until the next edit.
  const [serverError, setServerError] = useState<string | null>(null);

  const recheck = (text: string) => {
    const result = checkAmount(text, balance);
    setProblem(result.problem ?? null);
    return result;
  };

  return {
    value,
    /** The cents the field holds now when they are valid (for a summary line), else null. */
    cents: checkAmount(value, balance).cents ?? null,
    error: serverError ?? (problem ? amountProblemText(t, problem, balance) : undefined),
    change(text: string) {
      setValue(text);
      setServerError(null);
      if (problem) recheck(text);
    },
    blur() {
      if (value.trim() !== '') recheck(value);
    },
    /** Checks for sending: the cents, or null after showing why not. */
    validate(): number | null {
      setServerError(null);
      return recheck(value).cents ?? null;
    },
    setServerError,
  };
}
