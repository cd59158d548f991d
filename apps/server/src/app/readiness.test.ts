import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedisServer } from '../../scale-out/harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The load balancer's checks (docs/DEPLOY.md): alive, and ready when what processes share answers. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

describe('health checks', () => {
  it('answers alive and ready, naming the database and Redis (none without REDIS_URL)', async () => {
    const alive = await app.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', redis: app.env.REDIS_URL ? 'ok' : 'none' });
  });

  it('is not ready once Redis cannot be reached, says which, and is ready again when it is back', async () => {
    const port = await freePort();
    let redis = await startRedisServer(port);
    const cut = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, SOCKET_REDIS_KEY: 'readiness-test' });
    const readyz = async () => {
      const answer = await cut.app.inject({ method: 'GET', url: '/readyz' });
      return { code: answer.statusCode, body: answer.json<Record<string, string>>() };
    };
    try {
      expect(await readyz()).toEqual({ code: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } });
      await redis.stop();
      await expect.poll(readyz, { timeout: 10_000 }).toEqual({
        code: 503,
        body: { status: 'down', database: 'ok', redis: 'down' },
      });
      redis = await startRedisServer(port);
      await expect.poll(async () => (await readyz()).code, { timeout: 20_000 }).toBe(200);
    } finally {
      await cut.destroy();
      await redis.stop();
    }
  });
});
