import { LANGUAGES, type Language } from '@storefront/contract/constants';
import type { LanguageOption } from '@storefront/contract';
import { useSessionStore } from '../../api/session-store.ts';

/**
 * Used only until the site config arrives. Names are autonyms (each language written in
 * itself), as in the server's list, so they are deliberately not translated.
 */
const FALLBACK: Record<Language, Omit<LanguageOption, 'code'>> = {
  de: { value: 'DE', name: 'Deutsch' },
  el: { value: 'GR', name: 'Ελληνικά' },
  en: { value: 'US', name: 'English' },
  es: { value: 'ES', name: 'Español' },
  fr: { value: 'FR', name: 'Français' },
  it: { value: 'IT', name: 'Italiano' },
  ja: { value: 'JP', name: '日本語' },
  ko: { value: 'KR', name: '한국어' },
  ms: { value: 'MY', name: 'Bahasa Melayu' },
  pt: { value: 'PT', name: 'Português' },
  ru: { value: 'RU', name: 'Русский' },
  th: { value: 'TH', name: 'ไทย' },
  tr: { value: 'TR', name: 'Türkçe' },
  vi: { value: 'VN', name: 'Tiếng Việt' },
  zh: { value: 'CN', name: '简体中文' },
  'zh-tw': { value: 'TW', name: '繁體中文' },
};

export const FALLBACK_LANGUAGE_OPTIONS: LanguageOption[] = LANGUAGES.map((code) => ({ code, ...FALLBACK[code] }));

/** The switcher's options: the site config's i18n list (spec 3), or the built-in list before it arrives. */
export function useLanguageOptions(): LanguageOption[] {
  const options = useSessionStore((state) => state.config?.i18n);
  return options && options.length > 0 ? options : FALLBACK_LANGUAGE_OPTIONS;
}

/** The HTML lang value of a language code (zh-tw is written zh-TW in BCP 47). */
export const htmlLang = (code: string): string => (code === 'zh-tw' ? 'zh-TW' : code);
