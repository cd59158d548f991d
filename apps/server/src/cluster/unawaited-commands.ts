import type { Redis } from 'ioredis';

/**
 * Commands sent without anyone awaiting them: the Redis adapters publish and never await
 * (`broadcast` fires and forgets), and ioredis itself subscribes again after a reconnection
 * (`autoResubscribe`, in its ready handler, without a handler of its own). One that fails (Redis
 * away past the retries, gone again right after it came back, or the client quit by a shutdown)
 * would be an unhandled rejection, which ends a Node process. Each such command's promise gets a
 * handler here; whoever called still holds the same promise. What a failed publish did not
 * deliver, the clients' catch-up brings (web/src/chat/catch-up.ts); a failed subscription is made
 * again at the next reconnection.
 */
export function guardUnawaitedCommands(client: Redis): void {
  for (const name of ['publish', 'spublish', 'subscribe', 'psubscribe', 'ssubscribe'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Reflect.set(client, name, (...args: unknown[]) => {
      const sent = original(...args);
      sent.catch(() => undefined);
      return sent;
    });
  }
}
