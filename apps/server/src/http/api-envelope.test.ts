import { Code } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBuyer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ApiError } from '../core/api-error.ts';
import { endpoint, type Access, type Endpoint } from '@storefront/contract/api';
import { defineCall, type CallOptions } from '../serving/api-call.ts';

/** A call that exists only in this test, answering anything. */
const testCall = <S extends z.ZodType, A extends Access>({
  path,
  access,
  schema,
  ...options
}: { path: string; access: A; schema: S } & CallOptions<Endpoint<string, S, z.ZodUnknown, A>>) =>
  defineCall(endpoint({ path, summary: 'test only', access, payload: schema, data: z.unknown() }), options);

let app: TestApp;

beforeAll(async () => {
  // Calls that exist only in this test, so every code goes through the real dispatcher.
  app = await createTestApp({ BODY_LIMIT_BYTES: '4096' }, () => [
    testCall({
      path: 'test/echo',
      access: 'guest',
      schema: z.strictObject({ n: z.number().int() }),
      handler: async ({ payload, context }) => ({ data: { n: payload.n, context } }),
    }),
    testCall({
      path: 'test/staff',
      access: 'staff',
      schema: z.strictObject({}),
      handler: async () => ({ data: 'staff only' }),
    }),
    testCall({
      path: 'test/trade',
      access: 'user',
      schema: z.strictObject({}),
      handler: async () => {
        throw new ApiError(Code.tradePasswordError, 'badCredentials');
      },
    }),
    testCall({
      path: 'test/limited',
      access: 'guest',
      schema: z.strictObject({}),
      handler: async () => {
        throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
      },
    }),
    testCall({
      path: 'test/fault',
      access: 'guest',
      schema: z.strictObject({}),
      handler: async () => {
        throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
      },
    }),
    testCall({
      path: 'test/jump',
      access: 'guest',
      schema: z.strictObject({}),
      handler: async () => ({ message: 401, command: { jumpUrl: { to: '/user/sign/in' } } }),
    }),
  ]);
});
afterAll(async () => app.destroy());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('POST /api/v1/<path> envelope', () => {
  it('answers code 0 with data and records the context on the request', async () => {
    const answer = await app.call<{ n: number; context: { lang: string; biz: number } }>(
      'test/echo',
      { n: 5 },
      { lang: 'de' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(Code.ok);
    expect(answer.body.data).toMatchObject({ n: 5, context: { lang: 'de', biz: 1 } });
  });

  it('answers 4004 for an unknown path', async () => {
    const answer = await app.call('no/such/call');
    expect(answer.body.code).toBe(Code.notFound);
  });

  it('accepts a doubled slash after api/v1', async () => {
    const response = await post('/api/v1//test/echo', JSON.stringify({ n: 1 }));
    expect(response.json()).toMatchObject({ code: 0, data: { n: 1 } });
  });

  it('answers 4000 naming the field for a wrong type, a missing field and an unknown field', async () => {
    expect((await app.call('test/echo', { n: 'x' })).body).toMatchObject({ code: 4000, data: { field: 'n' } });
    expect((await app.call('test/echo', {})).body).toMatchObject({ code: 4000, data: { field: 'n' } });
    const unknown = await app.call('test/echo', { n: 1, role: 'staff' });
    expect(unknown.body).toMatchObject({ code: 4000, data: { field: 'role' } });
    expect(String(unknown.body.message)).toContain('role');
  });

  it('answers 4000 naming the field for text holding a NUL character, before the database sees it', async () => {
    const signUp = await app.call('user/sign/up', {
      method: 'email',
      email: `nul-${Date.now()}@example.com`,
      name: 'Nul\u0000Name',
      password: 'correct-horse',
    });
    expect(signUp.body).toMatchObject({ code: 4000, data: { field: 'name' } });
    // A search keyword is never stored: there the NUL reads as a space.
    expect((await app.call('goods/list', { kw: 'a\u0000b' })).body).toMatchObject({ code: 0 });
  });

  it('answers 4000 for a malformed context', async () => {
    const response = await post('/api/v1/test/echo', JSON.stringify({ n: 1, context: { lang: 5 } }));
    expect(response.json()).toMatchObject({ code: 4000, data: { field: 'context.lang' } });
  });

  it('answers 4000 for malformed JSON, a non-object body and an oversized body', async () => {
    for (const body of ['{"n": 1', '[1,2,3]', '"text"', '{"__proto__": {"admin": true}, "n": 1}']) {
      const response = await post('/api/v1/test/echo', body);
      expect(response.statusCode).toBe(200);
      expect(response.json().code).toBe(4000);
    }
    const huge = await post('/api/v1/test/echo', JSON.stringify({ n: 1, pad: 'x'.repeat(10_000) }));
    expect(huge.json()).toMatchObject({ code: 4000, data: { field: 'body' } });
  });

  it('treats an empty body as an empty payload', async () => {
    const response = await post('/api/v1/test/echo', '');
    expect(response.json()).toMatchObject({ code: 4000, data: { field: 'n' } });
  });

  it('answers 4012 to a guest on a signed-in call and 4003 to a buyer on a staff call', async () => {
    expect((await app.call('test/trade')).body.code).toBe(Code.notSignedIn);
    const buyer = await createBuyer(app);
    expect((await app.call('test/staff', {}, { token: buyer.token })).body.code).toBe(Code.forbidden);
    expect((await app.call('test/trade', {}, { token: buyer.token })).body.code).toBe(Code.tradePasswordError);
  });

  it('answers 4029 when a call is rate limited', async () => {
    expect((await app.call('test/limited')).body.code).toBe(Code.tooManyRequests);
  });

  it('answers 5000 without stack, SQL or error text and keeps serving', async () => {
    const answer = await app.call('test/fault');
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe(Code.serverFault);
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/secret_table|SELECT|at .*\.ts|Error/);
    expect((await app.call('test/echo', { n: 2 })).body.code).toBe(0);
  });

  it('carries message 401 with a jump address', async () => {
    expect((await app.call('test/jump')).body).toEqual({
      code: 0,
      message: 401,
      command: { jumpUrl: { to: '/user/sign/in' } },
    });
  });

  it('translates messages into the language of the context', async () => {
    const en = await app.call('test/echo', {}, { lang: 'en' });
    const de = await app.call('test/echo', {}, { lang: 'de' });
    expect(en.body.message).toBe('n is required');
    expect(de.body.message).not.toBe(en.body.message);
  });
});

describe('HTTP basics', () => {
  it('GET /healthz answers 200 once migrations ran', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/healthz', '/', '/no/such/page']) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the SPA for storefront routes and 404 for unknown paths', async () => {
    const listing = await app.app.inject({ method: 'GET', url: '/goods?sort=newest' });
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['content-type']).toContain('text/html');
    expect((await app.app.inject({ method: 'GET', url: '/mine/wallet/recharge' })).statusCode).toBe(200);
    // This database holds no catalog: an unknown product or shop is a 404 page.
    expect((await app.app.inject({ method: 'GET', url: '/goods/detail?idx=3' })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: '/shop/12/recommend' })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: '/shop/abc' })).statusCode).toBe(404);
    expect((await app.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
  });
});
