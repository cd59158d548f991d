import { Code, type Envelope } from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../core/api-error.ts';
import type { Translate } from '../i18n/server-messages.ts';

/** Refusals become their code and translated message; faults are logged and told apart by id only. */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  services: { translate: Translate },
  error: unknown,
  lang: string,
): Envelope {
  if (error instanceof ApiError) {
    const envelope: Envelope = { code: error.code };
    if (error.messageKey !== null) envelope.message = services.translate(error.messageKey, lang, error.params);
    if (error.data !== undefined) envelope.data = error.data;
    return envelope;
  }
  request.log.error({ err: error, requestId: request.id }, 'request failed');
  reply.code(500);
  return {
    code: Code.serverFault,
    message: services.translate('serverFault', lang),
    data: { requestId: request.id },
  };
}
