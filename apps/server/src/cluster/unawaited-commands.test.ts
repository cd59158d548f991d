import { Redis } from 'ioredis';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { guardUnawaitedCommands } from './unawaited-commands.ts';

/*
 * The Redis adapters publish without awaiting, and ioredis subscribes again by itself after a
 * reconnection: such a command failing (after the client quit: an emit racing a process's
 * shutdown, as the PostgreSQL suite's live chat saw under load; a resubscription cut short, as its
 * readiness test saw) must not be an unhandled rejection. Against the machine's Redis (REDIS_URL,
 * else 127.0.0.1:6379).
 */
const unhandled: unknown[] = [];
const note = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', note);
});
afterEach(() => {
  process.off('unhandledRejection', note);
});

/** A client guarded as the adapter's and the shared ones are, connected, then quit. */
async function quitClient(): Promise<Redis> {
  const client = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
    enableAutoPipelining: true,
  });
  client.on('error', () => undefined);
  guardUnawaitedCommands(client);
  await client.ping();
  await client.quit();
  return client;
}

it('a publish after the client quit fails without an unhandled rejection', async () => {
  const client = await quitClient();
  // As the adapters do: fired, never awaited. A closed client refuses at once.
  void client.publish('storefront-test:gone', 'x');
  void client.spublish('storefront-test:gone', 'x');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(unhandled).toEqual([]);
});

it('a subscription after the client quit fails without an unhandled rejection', async () => {
  const client = await quitClient();
  // As ioredis's own resubscription after a reconnection: sent, never awaited.
  void client.subscribe('storefront-test:gone');
  void client.psubscribe('storefront-test:gone*');
  void client.ssubscribe('storefront-test:gone');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(unhandled).toEqual([]);
});

it('still hands the caller the failure of a command it awaits', async () => {
  const client = await quitClient();
  await expect(client.subscribe('storefront-test:gone')).rejects.toThrow('Connection is closed.');
});
