import { Code } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/test-app.ts';

/*
 * The limits count in fixed windows. A test of a limit must not depend on where the wall clock is
 * in a window: the test app's limits read a clock that stands still until the test moves it.
 */

const WINDOW_SECONDS = 1;
let app: TestApp;
beforeAll(async () => {
  // One-second windows: on the wall clock, a few calls easily cross a boundary.
  app = await createTestApp({ SIGN_UP_LIMIT_PER_ADDRESS: '2', SIGN_IN_WINDOW_SECONDS: String(WINDOW_SECONDS) });
});
afterAll(async () => app.destroy());

const signUp = async (ip: string) =>
  (
    await app.call(
      'user/sign/up',
      { method: 'email', email: uniqueEmail(), name: 'N', password: 'secret-pass' },
      { ip },
    )
  ).body.code;

/** Resolves once the wall clock has entered the next window of `seconds`. */
async function nextWallClockWindow(seconds: number): Promise<void> {
  const size = seconds * 1000;
  const current = Math.floor(Date.now() / size);
  await new Promise<void>((resolve) => {
    const check = () => (Math.floor(Date.now() / size) > current ? resolve() : setTimeout(check, 20));
    check();
  });
}

describe('rate limits in tests', () => {
  it('keeps counting in one window while the wall clock crosses a boundary between two hits', async () => {
    expect([await signUp('10.80.0.1'), await signUp('10.80.0.1')]).toEqual([0, 0]);
    await nextWallClockWindow(WINDOW_SECONDS);
    expect(await signUp('10.80.0.1')).toBe(Code.tooManyRequests);
  });

  it('starts counting again once the test moves the clock past the window', async () => {
    expect([await signUp('10.80.0.2'), await signUp('10.80.0.2'), await signUp('10.80.0.2')]).toEqual([
      0,
      0,
      Code.tooManyRequests,
    ]);
    app.limiterClock.advance(WINDOW_SECONDS);
    expect([await signUp('10.80.0.2'), await signUp('10.80.0.2'), await signUp('10.80.0.2')]).toEqual([
      0,
      0,
      Code.tooManyRequests,
    ]);
  });
});
