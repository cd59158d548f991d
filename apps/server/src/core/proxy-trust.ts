import type { Env } from '../config/env.ts';

type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A hop count trusts that many hops nearest
 * the server whatever their address (Fastify itself refuses a bare number), so it is only safe
 * when the server is reachable through the proxies alone; a list of addresses is safe anywhere.
 */
export function trustProxyOption(setting: Env['TRUST_PROXY']): TrustProxyOption {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
