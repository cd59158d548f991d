import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../app/app-services.ts';
import { endpoint } from '@storefront/contract/api';
import { defineCall, type ApiCall } from '../serving/api-call.ts';
import { registerApiCalls } from './api-routes.ts';

describe('readsCaller: false', () => {
  it('is refused at start-up on a call that needs a signed-in caller', () => {
    const needsUser = endpoint({
      path: 'test/needs-user',
      summary: 'A call that must know its caller.',
      access: 'user',
      payload: z.strictObject({}),
      data: z.object({}),
    });
    // The types refuse readsCaller: false on a signed-in call; the dispatcher must refuse it too.
    const call: ApiCall = { ...defineCall(needsUser, { handler: async () => ({ data: {} }) }), readsCaller: false };
    // The check runs before the services are used, so none are needed here.
    expect(() => registerApiCalls(Fastify(), {} as AppServices, [call])).toThrow(
      'test/needs-user: only a guest call can skip reading the caller',
    );
  });
});
