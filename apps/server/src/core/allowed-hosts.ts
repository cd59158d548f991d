/** A Host value split into its name and port: `[::1]:3000`, `shop.example`, `127.0.0.1:80`. */
function splitHost(host: string): { name: string; port: string | null } | null {
  const [, name, port] = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host.toLowerCase()) ?? [];
  return name === undefined ? null : { name, port: port ?? null };
}

/**
 * Whether a request's host is one the site answers under: an entry without a port allows the
 * name on any port, one with a port that port only. Anything else (an attacker's Host or
 * X-Forwarded-Host) must never reach a link, a page or a sitemap.
 */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const asked = splitHost(host);
  if (!asked) return false;
  return allowed.some((entry) => {
    const allow = splitHost(entry);
    if (!allow || allow.name !== asked.name) return false;
    return allow.port === null || allow.port === asked.port;
  });
}
