import type { Language } from '@storefront/contract';
import { i18nStarted } from './i18n.ts';
import type { Pack } from './texts.ts';

// A language's texts beyond its pack's first part, each a chunk per language, loaded by the routes
// that show them (app/router.tsx) and so kept, with this module, off the first visit:
// the pack's later part (pack-parts.ts), and the long texts of the help centre and the credit page.
const laterPacks = import.meta.glob<Pack>('../../locales/*.json', { query: '?later', import: 'default' });
const helpPacks = import.meta.glob<Pack>('../../locales/help/*.json', { import: 'default' });
const laterLoads = new Map<Language, Promise<void>>();
const helpLoads = new Map<Language, Promise<void>>();

/**
 * Adds texts of the current language from one of its extra packs (same keys as if they were in
 * its pack), once; a failed load is tried again on the next call.
 */
async function addTexts(
  importers: Record<string, () => Promise<Pack>>,
  folder: string,
  loads: Map<Language, Promise<void>>,
): Promise<void> {
  const texts = await i18nStarted();
  const lang = texts.language;
  let load = loads.get(lang);
  if (!load) {
    const importer = importers[`${folder}${lang}.json`];
    load = (importer ? importer() : Promise.reject(new Error(`no texts for ${lang} in ${folder}`))).then((pack) => {
      texts.add(pack);
    });
    loads.set(lang, load);
    load.catch(() => loads.delete(lang));
  }
  return load;
}

/** The texts the first screen does not show (pack-parts.ts): the routes that show them wait for these. */
export const loadLaterTexts = (): Promise<void> => addTexts(laterPacks, '../../locales/', laterLoads);

/** The help centre's and the credit page's long texts. */
export const loadHelpTexts = (): Promise<void> => addTexts(helpPacks, '../../locales/help/', helpLoads);
