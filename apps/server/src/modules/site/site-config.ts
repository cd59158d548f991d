import { DEFAULT_LANG, SOCKET_PATH, SOCKET_TRANSPORTS, type Language, type SiteConfig } from '@storefront/contract';
import { COUNTRIES, LANGUAGE_OPTIONS } from './countries.ts';

export interface SiteConfigSettings {
  appDownloader: string;
  fake: boolean;
  uploadMaxBytes: number;
}

/** The site config of spec 3, in the caller's language (its locale follows the language's flag). */
export function buildSiteConfig(settings: SiteConfigSettings, lang: Language): SiteConfig {
  const option = LANGUAGE_OPTIONS.find((o) => o.code === lang) ?? LANGUAGE_OPTIONS.find((o) => o.code === DEFAULT_LANG);
  const country = COUNTRIES.find((c) => c.iso === option?.value) ?? COUNTRIES[0];
  return {
    countries: COUNTRIES,
    i18n: LANGUAGE_OPTIONS,
    imService: { path: SOCKET_PATH, transports: [...SOCKET_TRANSPORTS] },
    upload: { url: '/service/v1/upload', maxBytes: settings.uploadMaxBytes, accept: 'image/*', data: {} },
    locale: { lang, country: country?.iso ?? 'US', countryCallingCode: country?.callingCode ?? '1' },
    app: { appDownloader: settings.appDownloader },
    fake: settings.fake,
  };
}

export const CALLING_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.callingCode));
