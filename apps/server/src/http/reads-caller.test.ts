import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services.ts';
import { defineLegacyCall } from './api-call.ts';
import { registerApiCalls } from './api-routes.ts';

describe('readsCaller: false', () => {
  it('is refused at start-up on a call that needs a signed-in caller', () => {
    const call = defineLegacyCall({
      path: 'test/needs-user',
      summary: 'A call that must know its caller.',
      returns: 'nothing',
      access: 'user',
      readsCaller: false,
      schema: z.strictObject({}),
      handler: async () => ({ data: {} }),
    });
    // The check runs before the services are used, so none are needed here.
    expect(() => registerApiCalls(Fastify(), {} as AppServices, [call])).toThrow(
      'test/needs-user: only a guest call can skip reading the caller',
    );
  });
});
