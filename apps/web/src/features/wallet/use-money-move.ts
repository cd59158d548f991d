import { RoutePath } from '@storefront/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshAfterMoneyMoved } from './api/get-wallet-summary.ts';
import type { MoneyMoveResult } from './api/move-money.ts';
import { useAttemptKey } from './idempotency-key.ts';

/**
 * The sending side of a money-moving form (recharge, withdrawal): one send at a time under this
 * attempt's idempotency key; once the server took it, the wallet is refreshed and shown again.
 */
export function useMoneyMove() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const attempt = useAttemptKey();
  const [sending, setSending] = useState(false);
  // State lands after the handler returns; the ref stops a second press before that.
  const sendingRef = useRef(false);

  /** Gives the result when the money did not move (to show why), null once it did. */
  const send = async (move: (idempotencyKey: string) => Promise<MoneyMoveResult>): Promise<MoneyMoveResult | null> => {
    sendingRef.current = true;
    setSending(true);
    const result = await move(attempt.current());
    sendingRef.current = false;
    setSending(false);
    if (!result.unanswered) attempt.reset();
    if (!result.done) return result;
    void refreshAfterMoneyMoved(queryClient);
    await navigate(RoutePath.wallet);
    return null;
  };

  return { sending, isSending: () => sendingRef.current, attempt, send };
}
