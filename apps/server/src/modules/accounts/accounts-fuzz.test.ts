import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

const ENDPOINTS = [
  'user/sign/up',
  'user/sign/in',
  'user/sign/out',
  'ba/token/refresh',
  'ba/principal/inquiry',
  'ba/finger',
];

// Bodies near the real shapes find more than pure noise: known keys with wrong or odd values.
const nearMiss = fc.record(
  {
    method: fc.oneof(fc.constantFrom('email', 'phone'), fc.anything()),
    email: fc.oneof(fc.emailAddress(), fc.string(), fc.anything()),
    account: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 }), fc.anything()),
    password: fc.oneof(fc.string({ maxLength: 200 }), fc.anything()),
    name: fc.oneof(fc.string({ maxLength: 60 }), fc.anything()),
    phone: fc.oneof(fc.stringMatching(/^\d{5,15}$/), fc.anything()),
    countryCallingCode: fc.oneof(fc.constantFrom('1', '44', '86', '999'), fc.anything()),
    'x-refresh': fc.oneof(fc.string({ maxLength: 600 }), fc.anything()),
    id: fc.anything(),
    role: fc.constantFrom('staff', 'seller'),
    context: fc.anything(),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.jsonValue(),
  fc.anything().map((v) => safeJson(v)),
  nearMiss,
);

function safeJson(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value) ?? 'null');
  } catch {
    return null;
  }
}

describe('account endpoints under random bodies', () => {
  for (const endpoint of ENDPOINTS) {
    it(`POST /api/v1/${endpoint} never answers 5xx to 1,000 random bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, raw) => {
          const response = await app.app.inject({
            method: 'POST',
            url: `/api/v1/${endpoint}`,
            headers: { 'content-type': 'application/json' },
            payload: raw ? String(JSON.stringify(payload)).slice(0, 50) : JSON.stringify(payload),
          });
          expect(response.statusCode).toBeLessThan(500);
          const envelope = response.json<{ code: number }>();
          expect(envelope.code).not.toBe(5000);
          expect(response.body).not.toMatch(/at [^ ]+\.(ts|js):\d+|"stack"|SELECT .+ FROM|INSERT INTO/);
        }),
        { numRuns: 1000 },
      );
    }, 300_000);
  }
});
