import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The account-area and partnership calls, signed in, never fault on hostile or odd bodies. */

let app: TestApp;
let buyerToken: string;
let staffToken: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.db
    .insertInto('categories')
    .values({ slug: 'fuzz', names: JSON.stringify({ en: 'Fuzz' }) })
    .execute();
  buyerToken = (await createBuyer(app)).token;
  const staff = await createBuyer(app);
  await app.db.updateTable('users').set({ role: 'staff' }).where('idx', '=', staff.idx).execute();
  staffToken = staff.token;
});
afterAll(async () => app.destroy());

const ENDPOINTS: Array<[string, () => string]> = [
  ['mine/overview', () => buyerToken],
  ['user/profile/update', () => buyerToken],
  ['user/password/change', () => buyerToken],
  ['user/trade-password/set', () => buyerToken],
  ['shop/application/submit', () => buyerToken],
  ['shop/application/mine', () => buyerToken],
  ['staff/shop/application/list', () => staffToken],
  ['staff/shop/application/review', () => staffToken],
];

// Known keys with wrong, odd or nearly right values find more than pure noise.
const nearMiss = fc.record(
  {
    name: fc.oneof(fc.string({ maxLength: 60 }), fc.anything()),
    avatar: fc.oneof(fc.constantFrom('', '/uploads/x.webp', '/uploads/../../etc/passwd'), fc.string(), fc.anything()),
    lang: fc.oneof(fc.constantFrom('en', 'de', 'zh-tw', 'xx'), fc.anything()),
    oldPassword: fc.oneof(fc.string({ maxLength: 140 }), fc.anything()),
    newPassword: fc.oneof(fc.string({ maxLength: 140 }), fc.anything()),
    password: fc.oneof(fc.string({ maxLength: 140 }), fc.anything()),
    tradePassword: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.anything()),
    shopName: fc.oneof(fc.string({ maxLength: 70 }), fc.anything()),
    contactName: fc.oneof(fc.string({ maxLength: 50 }), fc.anything()),
    contactPhone: fc.oneof(fc.stringMatching(/^\+?\d{5,16}$/), fc.anything()),
    email: fc.oneof(fc.emailAddress(), fc.anything()),
    categoryIdx: fc.oneof(fc.integer(), fc.constant(1), fc.anything()),
    description: fc.oneof(fc.string({ minLength: 15, maxLength: 60 }), fc.anything()),
    status: fc.oneof(fc.constantFrom('pending', 'approved', 'rejected'), fc.anything()),
    page: fc.oneof(fc.integer(), fc.anything()),
    idx: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constant(2_147_483_648), fc.anything()),
    approve: fc.oneof(fc.boolean(), fc.anything()),
    reason: fc.oneof(fc.string({ maxLength: 600 }), fc.anything()),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(fc.jsonValue(), nearMiss);

describe('text the database cannot hold', () => {
  it('refuses U+0000 in names, descriptions and reasons with 4000 naming the field', async () => {
    const cases: Array<[string, Record<string, unknown>, string, () => string]> = [
      ['user/profile/update', { name: 'Ann\u0000' }, 'name', () => buyerToken],
      [
        'shop/application/submit',
        {
          shopName: 'Nul Shop',
          contactName: 'Ann',
          contactPhone: '+4477009001',
          email: 'ann@example.com',
          categoryIdx: 1,
          description: 'Twenty characters and then\u0000 a NUL',
        },
        'description',
        () => buyerToken,
      ],
      ['staff/shop/application/review', { idx: 1, approve: false, reason: 'no\u0000' }, 'reason', () => staffToken],
    ];
    for (const [path, payload, field, token] of cases) {
      const answer = await app.call(path, payload, { token: token() });
      expect(answer.body, path).toMatchObject({ code: 4000, data: { field } });
    }
  });
});

describe('account area endpoints under random bodies', () => {
  for (const [endpoint, token] of ENDPOINTS) {
    it(`POST /api/v1/${endpoint} never answers 5xx to 300 random bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const response = await app.app.inject({
            method: 'POST',
            url: `/api/v1/${endpoint}`,
            headers: { 'content-type': 'application/json', 'x-token': token() },
            payload: JSON.stringify(payload),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.json<{ code: number }>().code).not.toBe(5000);
          expect(response.body).not.toMatch(/at [^ ]+\.(ts|js):\d+|"stack"|SELECT .+ FROM|INSERT INTO/);
        }),
        { numRuns: 300 },
      );
    }, 300_000);
  }
});
