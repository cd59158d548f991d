import { Code } from '@storefront/contract/codes';
import type { PayloadOf } from '@storefront/contract/api';
import { actionCall } from '../../../components/dialogs/action-call.ts';
import { fieldRefusal, type FieldRefusal } from './field-refusal.ts';

export interface MoneyMoveResult {
  done: boolean;
  /** No answer at all (network): the same attempt, with the same key, may be sent again. */
  unanswered: boolean;
  tradePasswordError: boolean;
  /** The answer's code and message (the message as the server gave it, e.g. a lock notice). */
  code: number | null;
  message: string;
  fieldError?: FieldRefusal<'amount' | 'tradePassword' | 'accountIdx'>;
}

const FIELDS = ['amount', 'tradePassword', 'accountIdx'] as const;

/** Runs a wallet call through the generic action call (spec 7.3, 8) and sorts out its outcome. */
type MovePath = 'wallet/recharge' | 'wallet/withdrawal';

export async function moveMoney<P extends MovePath>(path: P, payload: PayloadOf<P>): Promise<MoneyMoveResult> {
  const { answer, outcome } = await actionCall(path, payload);
  return {
    done: answer?.code === Code.ok,
    code: answer?.code ?? null,
    message: answer?.message === undefined ? '' : String(answer.message),
    unanswered: answer === null,
    tradePasswordError: outcome === 'tradePasswordError',
    fieldError: fieldRefusal(answer, FIELDS),
  };
}

/** Recharges through the built-in test payment provider; the amount travels as typed. */
export function rechargeWallet(amount: string, idempotencyKey: string): Promise<MoneyMoveResult> {
  return moveMoney('wallet/recharge', { amount: amount.trim(), idempotencyKey });
}

export interface WithdrawalValues {
  amount: string;
  accountIdx: number;
  tradePassword: string;
}

export function withdrawFromWallet(values: WithdrawalValues, idempotencyKey: string): Promise<MoneyMoveResult> {
  return moveMoney('wallet/withdrawal', {
    amount: values.amount.trim(),
    accountIdx: values.accountIdx,
    tradePassword: values.tradePassword,
    idempotencyKey,
  });
}
