import { Code } from '@storefront/contract';
import { ApiError } from '../core/api-error.ts';
import { defineEvent } from '../serving/define-event.ts';
import type { SocketModule } from '../serving/socket-module.ts';

/** `bind` refuses with a bare 4003, whatever is wrong: another user's idx or no idx at all. */
const notThisUser = () => new ApiError(Code.forbidden, null);

/** Events of the connection itself (spec 7.4), not of any one module. */
export function coreSocket(): SocketModule {
  return {
    events: [
      // bind: a client confirms which user it is; only its own identity is accepted.
      defineEvent('bind', {
        invalidPayload: notThisUser,
        handler: async ({ payload, principal }) => {
          if (payload.userIdx !== principal.idx) throw notThisUser();
          return {};
        },
      }),
    ],
  };
}
