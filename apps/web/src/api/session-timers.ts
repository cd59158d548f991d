import { FINGERPRINT_FALLBACK_DELAY_MS } from '@storefront/contract/constants';
import { collectFingerprint } from '../lib/fingerprint.ts';
import { onRefreshStored, request } from './request.ts';
import { tokens } from './tokens.ts';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Re-sends the refresh token 300000 ms after it was stored (spec 4), across page loads. */
export function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  const dueIn = tokens.refreshDueIn();
  if (dueIn === null) return;
  refreshTimer = setTimeout(() => {
    const refresh = tokens.refresh();
    if (refresh) void request('ba/token/refresh', { 'x-refresh': refresh });
  }, dueIn);
}

export function startRefreshSchedule(): () => void {
  scheduleRefresh();
  const stop = onRefreshStored(scheduleRefresh);
  return () => {
    stop();
    clearTimeout(refreshTimer);
  };
}

/** Sends the fingerprint when the browser is idle or after 500 ms; once more if cookieless (spec 4). */
export function startFingerprint(): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    void (async () => {
      const fingerprint = await collectFingerprint();
      const answer = await request('ba/finger', { ...fingerprint });
      if (answer?.data?.cookieless === true) await request('ba/finger', { ...fingerprint });
    })();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: FINGERPRINT_FALLBACK_DELAY_MS });
  setTimeout(run, FINGERPRINT_FALLBACK_DELAY_MS);
}
