import { Code } from '@storefront/contract/codes';
import { actionCall, type ActionOutcome } from '../../../components/dialogs/action-call.ts';
import type { RealnameValues } from '../realname-rules.ts';

export interface SubmitOutcome {
  outcome: ActionOutcome;
  /** The field the server named in a 4000 refusal, with its translated reason. */
  fieldError?: { field: keyof RealnameValues; message: string };
}

const FIELDS: ReadonlySet<string> = new Set(['realName', 'idNumber', 'photo']);

/**
 * Files the verification through the generic action call (spec 7.3, 8), which shows the
 * 'processing' notice and then 'operation complete' or the server's reason.
 */
export async function submitRealname(values: RealnameValues): Promise<SubmitOutcome> {
  const { answer, outcome } = await actionCall('user/realname/submit', {
    realName: values.realName.trim(),
    idNumber: values.idNumber.trim(),
    // The form checks the photo first; an empty one is refused by the server like a missing one.
    photo: values.photo ?? '',
  });
  const field = (answer?.data as { field?: unknown } | undefined)?.field;
  if (answer?.code === Code.invalidInput && typeof field === 'string' && FIELDS.has(field) && answer.message) {
    return { outcome, fieldError: { field: field as keyof RealnameValues, message: String(answer.message) } };
  }
  return { outcome };
}
