import { Code } from '@storefront/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';
import { readEnv } from '../../config/env.ts';

/*
 * The client's address (request.ip) behind the per-address limits and stored with fingerprints:
 * the socket's own unless TRUST_PROXY names the hop that wrote X-Forwarded-For, since any
 * client can write that header.
 */

let app: TestApp | undefined;
afterEach(async () => {
  await app?.destroy();
  app = undefined;
});

const fingerprint = (id: string) => ({
  id,
  ua: 'Mozilla/5.0',
  lang: 'en-US',
  utc: 0,
  timezone: 'UTC',
  dpr: 1,
  ram: 8,
  ccore: 4,
  sw: 1440,
  sh: 900,
  platform: 'Linux x86_64',
  lies: { languages: false, resolution: false, os: false, browser: false },
});

/** Three sign-ups from one socket, each claiming another address in X-Forwarded-For. */
async function signUpsClaimingOtherAddresses(testApp: TestApp, socket: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= 3; i++) {
    const answer = await testApp.call(
      'user/sign/up',
      { method: 'email', email: uniqueEmail('xff'), name: 'Forger', password: 'password123' },
      { ip: socket, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
    );
    codes.push(answer.body.code);
  }
  return codes;
}

async function storedFingerprintAddress(testApp: TestApp, id: string, socket: string): Promise<string | null> {
  const answer = await testApp.call('ba/finger', fingerprint(id), {
    ip: socket,
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  expect(answer.body.code).toBe(0);
  const row = await testApp.db
    .selectFrom('device_fingerprints')
    .select('ip')
    .where('fingerprint_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('X-Forwarded-For without TRUST_PROXY (the default)', () => {
  it('is ignored: the sign-up limit counts the socket address and fingerprints store it', async () => {
    app = await createTestApp({ SIGN_UP_LIMIT_PER_ADDRESS: '2' });
    expect(await signUpsClaimingOtherAddresses(app, '10.50.0.1')).toEqual([0, 0, Code.tooManyRequests]);
    expect(await storedFingerprintAddress(app, 'fp-xff-default', '10.50.0.1')).toBe('10.50.0.1');
  });

  it('cannot aim the sign-in lock at the address of the account owner', async () => {
    app = await createTestApp({ SIGN_IN_LIMIT_PER_ACCOUNT: '2', SIGN_IN_SLOWDOWN_MS: '0' });
    const owner = await createBuyer(app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await app.call(
        'user/sign/in',
        { account: owner.email, password: 'wrong-guess' },
        { ip: '10.50.0.2', headers: { 'x-forwarded-for': '10.50.0.3' } },
      );
      codes.push(answer.body.code);
    }
    expect(codes).toEqual([Code.invalidInput, Code.invalidInput, Code.tooManyRequests]);
    // The lock fell on the guesser's socket, not on the address it claimed, which is the owner's.
    const own = await app.call('user/sign/in', { account: owner.email, password: owner.password }, { ip: '10.50.0.3' });
    expect(own.body.code).toBe(0);
  });
});

describe('X-Forwarded-For with TRUST_PROXY', () => {
  it('is honoured from a listed proxy and only from it, or for a hop count', async () => {
    app = await createTestApp({ SIGN_UP_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: '10.50.0.0/24, 192.0.2.1' });
    expect(await signUpsClaimingOtherAddresses(app, '10.50.0.9')).toEqual([0, 0, 0]);
    expect(await storedFingerprintAddress(app, 'fp-xff-listed', '10.50.0.9')).toBe('198.51.100.7');
    // A client outside the list is still known by its socket.
    expect(await signUpsClaimingOtherAddresses(app, '10.60.0.1')).toEqual([0, 0, Code.tooManyRequests]);
    expect(await storedFingerprintAddress(app, 'fp-xff-unlisted', '10.60.0.1')).toBe('10.60.0.1');
    await app.destroy();
    app = undefined;

    // A hop count trusts the nearest hop whatever its address.
    app = await createTestApp({ SIGN_UP_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: '1' });
    expect(await signUpsClaimingOtherAddresses(app, '10.50.0.1')).toEqual([0, 0, 0]);
    expect(await storedFingerprintAddress(app, 'fp-xff-hops', '10.50.0.1')).toBe('198.51.100.7');
  });

  it('refuses a setting that would trust every client, or is no address', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});
