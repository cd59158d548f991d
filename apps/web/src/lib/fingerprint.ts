import type { Fingerprint } from '@storefront/contract';

const FINGERPRINT_ID_KEY = 'fp_id';

/** A stable id for this browser: the hash of its traits, kept once computed. */
async function deviceId(traits: string): Promise<string> {
  const stored = localStorage.getItem(FINGERPRINT_ID_KEY);
  if (stored) return stored;
  let id: string;
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
    id = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  }
  try {
    localStorage.setItem(FINGERPRINT_ID_KEY, id);
  } catch {
    // not kept: computed again next time
  }
  return id;
}

/**
 * The spec 3 device fingerprint. Fonts, flash fonts and device enumeration are left out on
 * purpose; the lie flags compare what the browser claims with what it shows.
 */
export async function collectFingerprint(): Promise<Fingerprint> {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const ua = nav.userAgent;
  const platform = nav.platform ?? '';
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sw = Math.round(screen.width);
  const sh = Math.round(screen.height);
  const lies = {
    languages: nav.languages.length > 0 && !nav.languages[0]?.startsWith(nav.language.slice(0, 2)),
    resolution: screen.availWidth > screen.width || screen.availHeight > screen.height,
    os: /windows/i.test(ua) !== /win/i.test(platform),
    browser: /chrome/i.test(ua) && !('chrome' in window) && !/headless/i.test(ua),
  };
  const traits = [ua, platform, timezone, sw, sh, devicePixelRatio, nav.hardwareConcurrency].join('|');
  return {
    id: await deviceId(traits),
    ua: ua.slice(0, 1024),
    lang: nav.language.slice(0, 64),
    utc: -new Date().getTimezoneOffset(),
    timezone: timezone.slice(0, 64),
    dpr: devicePixelRatio,
    ram: typeof nav.deviceMemory === 'number' ? nav.deviceMemory : null,
    ccore: typeof nav.hardwareConcurrency === 'number' ? nav.hardwareConcurrency : null,
    sw,
    sh,
    platform: platform.slice(0, 128),
    lies,
  };
}
