import { Code } from '@storefront/contract/codes';
import { texts } from '../../lib/i18n/texts.ts';
import type { Envelope } from '@storefront/contract/http';
import type { ApiPath } from '@storefront/contract/api';
import { navigateTo, request, type PayloadArgs } from '../../api/request.ts';
import { notify, useMessageStore } from './message-store.ts';

export type ActionOutcome = 'dialog' | 'notice' | 'complete' | 'tradePasswordError' | 'failed' | 'jump';

/**
 * The generic action call (spec 7.3, 8): a 'processing' notice while it runs, then the answer's
 * command message in a dialog (its jump followed on close), or the outcome by code and message.
 */
export function actionCall<P extends ApiPath>(path: P, ...payload: PayloadArgs<P>) {
  return runAction(() => request(path, ...payload));
}

/** The action call's outcome handling around any send (its tests drive it with any path). */
export async function runAction<T>(send: () => Promise<Envelope<T> | null>) {
  const t = texts.t;
  const loading = notify.loading(t('action.processing'));
  const answer = await send();
  notify.hide(loading);
  const messages = useMessageStore.getState();
  if (!answer) {
    notify.error(t('action.failed'));
    return { answer, outcome: 'failed' as ActionOutcome };
  }
  const jump = answer.command?.jumpUrl?.to;
  if (answer.command?.message) {
    messages.openDialog({
      title: t('action.notice'),
      message: answer.command.message,
      onClosed: jump ? () => navigateTo(jump) : undefined,
    });
    return { answer, outcome: 'dialog' as ActionOutcome };
  }
  const message = answer.message === undefined ? '' : String(answer.message);
  // Message 401 with a jump address was already followed by the request helper (spec 7.1).
  if (message === '401' && jump) return { answer, outcome: 'jump' as ActionOutcome };
  if (!message) {
    if (answer.code === Code.tradePasswordError) {
      notify.error(t('action.tradePasswordError'));
      return { answer, outcome: 'tradePasswordError' as ActionOutcome };
    }
    if (answer.code === Code.ok) {
      notify.success(t('action.complete'));
      return { answer, outcome: 'complete' as ActionOutcome };
    }
    notify.error(t('action.failed'));
    return { answer, outcome: 'failed' as ActionOutcome };
  }
  if (answer.code > 0) {
    notify.error(message);
    return { answer, outcome: 'notice' as ActionOutcome };
  }
  messages.openDialog({ title: t('action.notice'), message });
  return { answer, outcome: 'dialog' as ActionOutcome };
}
