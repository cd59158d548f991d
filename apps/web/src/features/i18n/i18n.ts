import { DEFAULT_LANG, isLanguage, StorageKey } from '@storefront/contract/constants';
import type { Language } from '@storefront/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../../lib/storage.ts';

type Pack = Record<string, unknown>;

// One chunk per language: only the chosen pack is downloaded (spec 7.3, "fetched per language").
const packs = import.meta.glob<Pack>('../../locales/*.json', { import: 'default' });
// The long texts of the help centre and the credit page: a pack of their own per language, so the
// pack every page waits for stays small. Their routes load it (loadHelpTexts).
const helpPacks = import.meta.glob<Pack>('../../locales/help/*.json', { import: 'default' });
let started: Promise<typeof i18next> | null = null;
const helpLoads = new Map<Language, Promise<void>>();

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
export function initI18n(lang: Language = storedLanguage()): Promise<typeof i18next> {
  started = (async () => {
    const pack = await loadPack(lang);
    await i18next.use(initReactI18next).init({
      lng: lang,
      // Our codes are lower case ('zh-tw'); i18next would otherwise look texts up under the
      // canonical 'zh-TW' and find nothing under the pack's own code.
      lowerCaseLng: true,
      fallbackLng: false,
      resources: { [lang]: { translation: pack } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    document.documentElement.lang = lang === 'zh-tw' ? 'zh-TW' : lang;
    return i18next;
  })();
  return started;
}

/**
 * Adds the help centre's and the credit page's texts to the current language (same keys as if
 * they were in its pack), once; a failed load is tried again on the next call.
 */
export async function loadHelpTexts(): Promise<void> {
  await started;
  const lang = isLanguage(i18next.language) ? i18next.language : DEFAULT_LANG;
  let load = helpLoads.get(lang);
  if (!load) {
    const importer = helpPacks[`../../locales/help/${lang}.json`];
    load = (importer ? importer() : Promise.reject(new Error(`no help texts for ${lang}`))).then((pack) => {
      i18next.addResourceBundle(lang, 'translation', pack, true, false);
    });
    helpLoads.set(lang, load);
    load.catch(() => helpLoads.delete(lang));
  }
  return load;
}

/** The switcher's action (spec 2.2): load the pack, store the choice, reload the page. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadPack(lang);
  storage.set(StorageKey.lang, lang);
  // The server writes each page's title and description in this language (first HTML answer).
  document.cookie = `lang=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  window.location.reload();
}
