import type { ShopApplicationView } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { useQuery } from '@tanstack/react-query';
import { texts } from '../../../lib/i18n/texts.ts';
import { fetchData } from '../../../api/query.ts';
import { readRefusal } from '../../../components/form/server-refusal.ts';
import { actionCall } from '../../../components/dialogs/action-call.ts';
import { applicationPayload, type ApplicationField, type ApplicationValues } from '../application-rules.ts';

/** Per user: another account signing in on this tab must not see the last one's application. */
export const myApplicationKey = (userIdx: number) => ['shop/application/mine', userIdx] as const;

export function useMyApplication(userIdx: number, enabled = true) {
  return useQuery({
    queryKey: myApplicationKey(userIdx),
    queryFn: () => fetchData('shop/application/mine'),
    enabled: enabled && userIdx > 0,
  });
}

const FIELDS: readonly ApplicationField[] = [
  'shopName',
  'contactName',
  'contactPhone',
  'email',
  'categoryIdx',
  'description',
];

export interface SubmitOutcome {
  view?: ShopApplicationView;
  fieldError?: { field: ApplicationField; message: string };
}

/**
 * Files the application through the generic action call (spec 8): 'processing', then 'operation
 * complete' or the server's reason; a refused field comes back to show under that field.
 */
export async function submitApplication(values: ApplicationValues): Promise<SubmitOutcome> {
  const { answer } = await actionCall('shop/application/submit', applicationPayload(values));
  if (answer?.code === Code.ok && answer.data) return { view: answer.data };
  if (answer?.code !== Code.invalidInput) return {};
  const refusal = readRefusal(answer, FIELDS);
  if (!refusal.field) return {};
  const message = refusal.key ? texts.t(refusal.key) : (refusal.message ?? texts.t('serverErrors.invalidField'));
  return { fieldError: { field: refusal.field, message } };
}
