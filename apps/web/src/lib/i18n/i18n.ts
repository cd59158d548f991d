import { DEFAULT_LANG, isLanguage, StorageKey } from '@storefront/contract/constants';
import type { Language } from '@storefront/contract';
import { storage } from '../storage.ts';
import { createTexts, setTexts, type Pack, type Texts } from './texts.ts';

// One chunk per language: only the chosen pack is downloaded (spec 7.3, "fetched per language").
// This is its first part (pack-parts.ts); the routes that need more load it (extra-texts.ts).
const packs = import.meta.glob<Pack>('../../locales/*.json', { query: '?first-screen', import: 'default' });
// Settled once initI18n has set the language up: texts added before that would be lost.
let markStarted: (texts: Texts) => void = () => {};
const setUp = new Promise<Texts>((resolve) => (markStarted = resolve));

export function storedLanguage(): Language {
  const stored = storage.get(StorageKey.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANG;
}

export async function loadPack(lang: Language): Promise<Pack> {
  const load = packs[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no language pack for ${lang}`);
  return load();
}

/** Loads the stored language's pack before the first render. */
export async function initI18n(lang: Language = storedLanguage()): Promise<Texts> {
  const texts = createTexts(lang, await loadPack(lang));
  setTexts(texts);
  document.documentElement.lang = lang === 'zh-tw' ? 'zh-TW' : lang;
  markStarted(texts);
  return texts;
}

/** The browser's texts once initI18n has loaded the pack (the app's routes may ask before it starts). */
export const i18nStarted = (): Promise<Texts> => setUp;

/** The switcher's action (spec 2.2): load the pack, store the choice, reload the page. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadPack(lang);
  storage.set(StorageKey.lang, lang);
  // The server writes each page's title and description in this language (first HTML answer).
  document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}
