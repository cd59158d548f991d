import { DEFAULT_LANG, isLanguage, StorageKey } from '@storefront/contract/constants';
import type { Language } from '@storefront/contract';
import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../storage.ts';

type Pack = Record<string, unknown>;

// One chunk per language: only the chosen pack is downloaded (spec 7.3, "fetched per language").
// This is its first part (pack-parts.ts); the routes that need more load it (extra-texts.ts).
const packs = import.meta.glob<Pack>('../../locales/*.json', { query: '?first-screen', import: 'default' });
let started: Promise<typeof i18next> | null = null;
// Settled once initI18n has set the language up: texts added before that would be lost.
let markStarted: (instance: typeof i18next) => void = () => {};
const setUp = new Promise<typeof i18next>((resolve) => (markStarted = resolve));

export function storedLanguage(): Language {
  const stored = storage.get(StorageKey.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANG;
}

export async function loadPack(lang: Language): Promise<Pack> {
  const load = packs[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no language pack for ${lang}`);
  return load();
}

/** i18next's settings, the same in the browser and in the server's render (entry-server.tsx). */
export const i18nOptions = (lang: Language, texts: Pack): InitOptions => ({
  lng: lang,
  // Our codes are lower case ('zh-tw'); i18next would otherwise look texts up under the
  // canonical 'zh-TW' and find nothing under the pack's own code.
  lowerCaseLng: true,
  fallbackLng: false,
  resources: { [lang]: { translation: texts } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Loads the stored language's pack before the first render. */
export function initI18n(lang: Language = storedLanguage()): Promise<typeof i18next> {
  started = (async () => {
    const pack = await loadPack(lang);
    await i18next.use(initReactI18next).init(i18nOptions(lang, pack));
    document.documentElement.lang = lang === 'zh-tw' ? 'zh-TW' : lang;
    markStarted(i18next);
    return i18next;
  })();
  return started;
}

/** The i18next instance once initI18n has loaded the pack (the app's routes may ask before it starts). */
export const i18nStarted = (): Promise<typeof i18next> => setUp;

/** The switcher's action (spec 2.2): load the pack, store the choice, reload the page. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadPack(lang);
  storage.set(StorageKey.lang, lang);
  // The server writes each page's title and description in this language (first HTML answer).
  document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}
