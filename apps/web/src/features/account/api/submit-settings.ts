import type { PayloadOf } from '@storefront/contract/api';
import { Code } from '@storefront/contract/codes';
import { texts } from '../../../lib/i18n/texts.ts';
import { readRefusal } from '../../../components/form/server-refusal.ts';
import { actionCall } from '../../../components/dialogs/action-call.ts';

/** The settings forms' calls: each answers 4000 naming one of its form's fields. */
type SettingsPath = 'user/profile/update' | 'user/password/change' | 'user/trade-password/set';

export interface SettingsOutcome<F extends string> {
  ok: boolean;
  /** A refused field with its translated reason, to show under that field. */
  fieldError?: { field: F; message: string };
}

/**
 * Sends a settings form through the generic action call (spec 8: 'processing', then 'operation
 * complete' or the server's reason) and maps a 4000 refusal onto the form's own field.
 */
export async function submitSettings<P extends SettingsPath, F extends string>(
  api: P,
  payload: PayloadOf<P>,
  fields: readonly F[],
): Promise<SettingsOutcome<F>> {
  const { answer, outcome } = await actionCall(api, payload);
  if (answer?.code === Code.ok) return { ok: outcome === 'complete' || outcome === 'dialog' };
  if (answer?.code !== Code.invalidInput) return { ok: false };
  const refusal = readRefusal(answer, fields);
  if (!refusal.field) return { ok: false };
  // Schema reasons read better in the client's words; a named reason (a wrong password) is the server's.
  const message = refusal.key ? texts.t(refusal.key) : (refusal.message ?? texts.t('serverErrors.invalidField'));
  return { ok: false, fieldError: { field: refusal.field, message } };
}
