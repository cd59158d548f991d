import { Code } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_ADDRESS: '8' });
});
afterAll(async () => app.destroy());

const countUsers = async () =>
  Number(
    (
      await app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/v1/user/sign/up', () => {
  it('creates a buyer with a wallet, signs them in and returns the user and tokens', async () => {
    const email = uniqueEmail();
    const answer = await app.call<{ idx: number; role: string }>('user/sign/up', {
      method: 'email',
      email,
      name: 'Ann',
      password: 'secret-pass',
    });
    expect(answer.body.code).toBe(0);
    expect(answer.body.user).toMatchObject({ name: 'Ann', role: 'buyer', email });
    expect(String(answer.headers['x-token'])).toMatch(/^[\w-]{40,}$/);
    expect(String(answer.headers['x-refresh'])).toMatch(/^[\w-]{40,}$/);
    const wallet = await app.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_idx', '=', answer.body.data!.idx)
      .executeTakeFirst();
    expect(wallet?.balance).toBe(0);
    const stored = await app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores the name cleaned of invisible and bidi characters, with spaces collapsed and NFKC', async () => {
    const answer = await app.call('user/sign/up', {
      method: 'email',
      email: uniqueEmail(),
      name: ' \u200FDemo\u200B  Ｓｅｌｌｅｒ\u202C ',
      password: 'secret-pass',
    });
    expect(answer.body.user).toMatchObject({ name: 'Demo Seller' });
  });

  it('signs up by phone with a calling code from config', async () => {
    const answer = await app.call('user/sign/up', {
      method: 'phone',
      countryCallingCode: '44',
      phone: '7700900123',
      name: 'Bob',
      password: 'secret-pass',
    });
    expect(answer.body.code).toBe(0);
    expect(answer.body.user).toMatchObject({ phone: '+447700900123' });
    const signIn = await app.call('user/sign/in', { account: '+447700900123', password: 'secret-pass' });
    expect(signIn.body.code).toBe(0);
  });

  it('refuses a calling code that config does not list, and writes nothing', async () => {
    const before = await countUsers();
    const answer = await app.call('user/sign/up', {
      method: 'phone',
      countryCallingCode: '999',
      phone: '12345678',
      name: 'X',
      password: 'secret-pass',
    });
    expect(answer.body).toMatchObject({ code: 4000, data: { field: 'countryCallingCode' } });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an email already registered', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call('user/sign/up', {
      method: 'email',
      email: buyer.email.toUpperCase(),
      name: 'Dup',
      password: 'secret-pass',
    });
    expect(answer.body).toMatchObject({ code: 4000, data: { field: 'email' } });
  });

  it('names the field of a short password, a bad email and a missing name', async () => {
    expect(
      (await app.call('user/sign/up', { method: 'email', email: uniqueEmail(), name: 'A', password: 'short' })).body,
    ).toMatchObject({ code: 4000, data: { field: 'password' } });
    expect(
      (await app.call('user/sign/up', { method: 'email', email: 'not-an-email', name: 'A', password: 'secret-pass' }))
        .body,
    ).toMatchObject({ code: 4000, data: { field: 'email' } });
    expect(
      (await app.call('user/sign/up', { method: 'email', email: uniqueEmail(), password: 'secret-pass' })).body,
    ).toMatchObject({ code: 4000, data: { field: 'name' } });
  });

  it('refuses mass assignment of role, balance or idx and writes nothing', async () => {
    const before = await countUsers();
    for (const extra of [{ role: 'staff' }, { balance: 1_000_000 }, { idx: 1 }, { status: 'active' }]) {
      const field = Object.keys(extra)[0]!;
      const answer = await app.call('user/sign/up', {
        method: 'email',
        email: uniqueEmail(),
        name: 'Mallory',
        password: 'secret-pass',
        ...extra,
      });
      expect(answer.body).toMatchObject({ code: 4000, data: { field } });
    }
    expect(await countUsers()).toBe(before);
    expect(await app.db.selectFrom('users').select('idx').where('role', '=', 'staff').execute()).toHaveLength(0);
  });
});

describe('POST /api/v1/user/sign/in', () => {
  it('signs in with email and password, case-insensitively on the email', async () => {
    const buyer = await createBuyer(app);
    const answer = await app.call(
      'user/sign/in',
      { account: buyer.email.toUpperCase(), password: buyer.password },
      { ip: '10.0.0.1' },
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.user).toMatchObject({ idx: buyer.idx });
    expect(answer.headers['x-token']).toBeTruthy();
  });

  it('gives the same answer for an unknown account as for a wrong password', async () => {
    const buyer = await createBuyer(app);
    const wrong = await app.call(
      'user/sign/in',
      { account: buyer.email, password: 'wrong-password' },
      { ip: '10.0.0.2' },
    );
    const unknown = await app.call(
      'user/sign/in',
      { account: uniqueEmail('ghost'), password: 'wrong-password' },
      { ip: '10.0.0.2' },
    );
    expect(wrong.body.code).toBe(4000);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['x-token']).toBeUndefined();
  });

  it('locks an account for the address that failed repeatedly, even against the right password', async () => {
    const buyer = await createBuyer(app);
    for (let i = 0; i < 3; i++) {
      const answer = await app.call(
        'user/sign/in',
        { account: buyer.email, password: 'nope-nope' },
        { ip: '10.1.0.1' },
      );
      expect(answer.body.code).toBe(4000);
    }
    const locked = await app.call(
      'user/sign/in',
      { account: buyer.email, password: buyer.password },
      { ip: '10.1.0.1' },
    );
    expect(locked.body.code).toBe(Code.tooManyRequests);
    expect(locked.body.message).toBe('Too many attempts, please try again later');
  });

  it('limits attempts per address across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push(
        (await app.call('user/sign/in', { account: uniqueEmail('spray'), password: 'whatever1' }, { ip: '10.2.0.1' }))
          .body.code,
      );
    }
    expect(codes.slice(0, 8).every((code) => code === 4000)).toBe(true);
    expect(codes.slice(8)).toEqual([Code.tooManyRequests, Code.tooManyRequests]);
    // Another address is unaffected.
    expect(
      (await app.call('user/sign/in', { account: uniqueEmail('spray'), password: 'whatever1' }, { ip: '10.2.0.2' }))
        .body.code,
    ).toBe(4000);
  });
});

describe('POST /api/v1/user/sign/out', () => {
  it('ends the session: the old token then gets 4012 and the tokens are cleared', async () => {
    const buyer = await createBuyer(app);
    expect((await app.call('ba/principal/inquiry', {}, { token: buyer.token })).body.code).toBe(0);
    const out = await app.call('user/sign/out', {}, { token: buyer.token });
    expect(out.body.code).toBe(0);
    expect(out.headers['x-token']).toBe('');
    expect(out.headers['x-refresh']).toBe('');
    const after = await app.call('ba/principal/inquiry', {}, { token: buyer.token });
    expect(after.body.code).toBe(Code.notSignedIn);
    expect((await app.call('user/sign/out', {}, { token: buyer.token })).body.code).toBe(Code.notSignedIn);
    expect((await app.call('ba/token/refresh', { 'x-refresh': buyer.refresh })).body.code).toBe(Code.notSignedIn);
  });
});

describe('POST /api/v1/ba/token/refresh', () => {
  it('rotates: a new pair comes back and the new access token works', async () => {
    const buyer = await createBuyer(app);
    const rotated = await app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    expect(rotated.body.code).toBe(0);
    const token = String(rotated.headers['x-token']);
    const refresh = String(rotated.headers['x-refresh']);
    expect(token).not.toBe(buyer.token);
    expect(refresh).not.toBe(buyer.refresh);
    expect((await app.call('ba/principal/inquiry', {}, { token })).body.user).toMatchObject({ idx: buyer.idx });
  });

  it('detects reuse of a rotated token and ends the whole family', async () => {
    const buyer = await createBuyer(app);
    const rotated = await app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    const newToken = String(rotated.headers['x-token']);
    const newRefresh = String(rotated.headers['x-refresh']);
    const replay = await app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    expect(replay.body.code).toBe(Code.notSignedIn);
    expect((await app.call('ba/token/refresh', { 'x-refresh': newRefresh })).body.code).toBe(Code.notSignedIn);
    expect((await app.call('ba/principal/inquiry', {}, { token: newToken })).body.code).toBe(Code.notSignedIn);
    expect((await app.call('ba/principal/inquiry', {}, { token: buyer.token })).body.code).toBe(Code.notSignedIn);
  });

  it('lets only one of two simultaneous uses of a refresh token through', async () => {
    const buyer = await createBuyer(app);
    const answers = await Promise.all([
      app.call('ba/token/refresh', { 'x-refresh': buyer.refresh }),
      app.call('ba/token/refresh', { 'x-refresh': buyer.refresh }),
    ]);
    expect(answers.filter((a) => a.body.code === 0).length).toBeLessThanOrEqual(1);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await app.call('ba/token/refresh', { 'x-refresh': 'made-up-token' })).body.code).toBe(Code.notSignedIn);
  });
});

describe('POST /api/v1/ba/principal/inquiry', () => {
  it('serves a guest the site config and no user', async () => {
    const answer = await app.call<null>('ba/principal/inquiry', {}, { lang: 'ja' });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toBeNull();
    expect(answer.body.user).toBeUndefined();
    expect(answer.body.config).toMatchObject({
      locale: { lang: 'ja', country: 'JP', countryCallingCode: '81' },
      imService: { path: '/io/' },
      app: { appDownloader: expect.any(String) },
      fake: false,
    });
    expect((answer.body.config as { i18n: unknown[] }).i18n).toHaveLength(16);
  });

  it('answers a signed-in user with the user, and shares nothing across users', async () => {
    const a = await createBuyer(app);
    const b = await createBuyer(app);
    const [answerA, answerB] = await Promise.all([
      app.call('ba/principal/inquiry', {}, { token: a.token }),
      app.call('ba/principal/inquiry', {}, { token: b.token }),
    ]);
    expect(answerA.body.user).toMatchObject({ idx: a.idx, role: 'buyer' });
    expect(answerB.body.user).toMatchObject({ idx: b.idx });
  });

  it('answers 4012 to a made-up token and clears it', async () => {
    const answer = await app.call('ba/principal/inquiry', {}, { token: 'forged' });
    expect(answer.body.code).toBe(Code.notSignedIn);
    expect(answer.headers['x-token']).toBe('');
  });
});

describe('POST /api/v1/ba/finger', () => {
  const fingerprint = (id: string) => ({
    id,
    ua: 'Mozilla/5.0',
    lang: 'en-US',
    utc: -60,
    timezone: 'Europe/Berlin',
    dpr: 2,
    ram: 8,
    ccore: 8,
    sw: 1440,
    sh: 900,
    platform: 'Linux x86_64',
    lies: { languages: false, resolution: false, os: false, browser: false },
  });

  it('stores the fingerprint and says cookieless once for a new guest device', async () => {
    const first = await app.call('ba/finger', fingerprint('fp-guest-1'));
    expect(first.body).toEqual({ code: 0, data: { cookieless: true } });
    const second = await app.call('ba/finger', fingerprint('fp-guest-1'));
    expect(second.body).toEqual({ code: 0, data: { cookieless: false } });
    const rows = await app.db
      .selectFrom('device_fingerprints')
      .selectAll()
      .where('fingerprint_id', '=', 'fp-guest-1')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('links a signed-in user and refuses fonts or device lists', async () => {
    const buyer = await createBuyer(app);
    expect((await app.call('ba/finger', fingerprint('fp-user'), { token: buyer.token })).body).toEqual({
      code: 0,
      data: { cookieless: false },
    });
    const row = await app.db
      .selectFrom('device_fingerprints')
      .select('user_idx')
      .where('fingerprint_id', '=', 'fp-user')
      .executeTakeFirst();
    expect(row?.user_idx).toBe(buyer.idx);
    expect((await app.call('ba/finger', { ...fingerprint('fp-x'), fonts: ['Arial'] })).body).toMatchObject({
      code: 4000,
      data: { field: 'fonts' },
    });
  });
});

describe('sign-up rate limit', () => {
  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ SIGN_UP_LIMIT_PER_ADDRESS: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await limited.call(
              'user/sign/up',
              { method: 'email', email: uniqueEmail(), name: 'N', password: 'secret-pass' },
              { ip: '10.9.9.9' },
            )
          ).body.code,
        );
      }
      expect(codes).toEqual([0, 0, Code.tooManyRequests]);
    } finally {
      await limited.destroy();
    }
  });
});
