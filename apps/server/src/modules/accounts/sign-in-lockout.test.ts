import { Code } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, TEST_DATABASE_URL, uniqueEmail, type TestApp } from '../../../test/test-app.ts';

/*
 * Wrong passwords lock an (account, address) pair, never the account itself: a stranger's guesses
 * only slow the account's answers down, so its owner still signs in from their own address.
 * The parallel-guess race needs a real pool to race in: on PostgreSQL (DATABASE_URL, as the
 * suite's second run does) the 30 guesses really run side by side over 20 connections; on the
 * embedded PGlite they interleave between queries, and the same counts must hold.
 */

const ON = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const LIMIT = 10;
const SLOWDOWN_MS = 100;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    SIGN_IN_LIMIT_PER_ACCOUNT: String(LIMIT),
    SIGN_IN_LIMIT_PER_ADDRESS: '50',
    SIGN_IN_SLOWDOWN_MS: String(SLOWDOWN_MS),
  });
});
afterAll(async () => app.destroy());

const signIn = (account: string, password: string, ip: string) =>
  app.call('user/sign/in', { account, password }, { ip });

async function hitsOf(key: string): Promise<number> {
  const rows = await app.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', key).execute();
  return rows.reduce((sum, row) => sum + row.hits, 0);
}

describe('sign-in lockout', () => {
  it('ten wrong guesses from another address do not lock the owner out from theirs', async () => {
    const owner = await createBuyer(app);
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) codes.push((await signIn(owner.email, 'wrong-guess', '10.70.0.1')).body.code);
    expect(codes).toEqual([
      ...Array<number>(LIMIT).fill(Code.invalidInput),
      Code.tooManyRequests,
      Code.tooManyRequests,
    ]);
    // The guesser's own address stays locked, even with the right password.
    expect((await signIn(owner.email, owner.password, '10.70.0.1')).body.code).toBe(Code.tooManyRequests);

    const started = Date.now();
    const own = await signIn(owner.email, owner.password, '10.70.0.2');
    expect(own.body.code).toBe(0);
    expect(own.headers['x-token']).toMatch(/^[\w-]{40,}$/);
    // Beyond the limit the account is only slowed down: one step for the one failure past it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  });

  it('answers guesses spread over many addresses more and more slowly, never with a lock', async () => {
    const owner = await createBuyer(app);
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(owner.email, 'wrong-guess', `10.71.0.${i}`)).body.code).toBe(Code.invalidInput);
    }
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      expect((await signIn(owner.email, 'wrong-guess', `10.71.1.${i}`)).body.code).toBe(Code.invalidInput);
      waits.push(Date.now() - started);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    expect(waits[1]).toBeGreaterThanOrEqual(2 * SLOWDOWN_MS);
    expect(waits[2]).toBeGreaterThanOrEqual(3 * SLOWDOWN_MS);
    expect((await signIn(owner.email, owner.password, '10.71.2.1')).body.code).toBe(0);
  });

  it(`counts 30 parallel wrong guesses exactly and lets exactly the limit through (${ON})`, async () => {
    const owner = await createBuyer(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(owner.email, 'wrong-guess', '10.72.0.1')),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === Code.invalidInput)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code === Code.tooManyRequests)).toHaveLength(30 - LIMIT);
    expect(await hitsOf(`signin:pair:email:${owner.email}:10.72.0.1`)).toBe(30);
    // Only the guesses that reached the password count against the account as a whole.
    expect(await hitsOf(`signin:account:email:${owner.email}`)).toBe(LIMIT);
    expect((await signIn(owner.email, owner.password, '10.72.0.1')).body.code).toBe(Code.tooManyRequests);
    expect((await signIn(owner.email, owner.password, '10.72.0.2')).body.code).toBe(0);
  });

  it('does not count a right password as a failure', async () => {
    const owner = await createBuyer(app);
    for (let i = 0; i < LIMIT + 5; i++) {
      expect((await signIn(owner.email, owner.password, '10.73.0.1')).body.code).toBe(0);
    }
    expect(await hitsOf(`signin:pair:email:${owner.email}:10.73.0.1`)).toBe(0);
    expect(await hitsOf(`signin:account:email:${owner.email}`)).toBe(0);
    // An unknown account is counted the same way as a wrong password.
    const unknown = uniqueEmail('ghost');
    expect((await signIn(unknown, 'wrong-guess', '10.73.0.2')).body.code).toBe(Code.invalidInput);
    expect(await hitsOf(`signin:pair:email:${unknown}:10.73.0.2`)).toBe(1);
  });
});
