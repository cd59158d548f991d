import { pmApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { PmService } from './pm-service.ts';

/** Private-message calls of spec 7.3; they read and decide through the same service and policy as the events. */
export function pmCalls({ pm }: { pm: PmService }) {
  return [
    defineCall(pmApi.subjectList, {
      handler: async ({ payload, principal }) => {
        if (payload.fetchSubject === undefined)
          return { data: await pm.subjects(principal, payload.page, undefined, payload.kw) };
        const subject = await pm.subject(principal, payload.fetchSubject);
        return { data: { rows: [subject], paging: { current: 1, total: 1, size: 1 } } };
      },
    }),
    defineCall(pmApi.messageList, {
      handler: async ({ payload, principal, lang }) => ({
        data: await pm.messages(principal, payload.subjectIdx, payload.page, payload.size, lang),
      }),
    }),
    defineCall(pmApi.remarkSubmit, {
      handler: async ({ payload, principal }) => ({
        data: { remark: await pm.setRemark(principal, payload.subjectIdx, payload.remark) },
      }),
    }),
  ];
}
