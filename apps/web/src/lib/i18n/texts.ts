import { DEFAULT_LANG } from '@storefront/contract/constants';
import type { Language } from '@storefront/contract';

/** A language pack: nested objects of texts, looked up by dotted keys ('cart.empty'). */
export type Pack = { [key: string]: string | Pack };

/** What a text is filled with: `{{name}}` takes `name`; `count` also picks the plural form. */
export type TextValues = Record<string, unknown>;

export type Translate = (key: string, values?: TextValues) => string;

/**
 * One language's texts and the lookup of the app (spec 7.3), in the pack's own format: keys
 * nested by dots, `{{name}}` filled from the values, `{{count, number}}` in the language's digit
 * grouping, and plural forms as `key_one`, `key_few`, `key_many`, `key_other` chosen by the
 * language's rules when `count` is given. A missing text shows its key; nothing is escaped (React
 * escapes what it renders). The language never changes under a page: choosing another reloads it
 * (i18n.ts), so the texts need no subscription; a route that shows later texts waits for them.
 */
export interface Texts {
  readonly language: Language;
  t: Translate;
  /** Whether the key names a text (or a group of texts). */
  exists(key: string): boolean;
  /** Adds texts (a later part of the pack), keeping those already there. */
  add(pack: Pack): void;
}

const INTERPOLATION = /\{\{\s*([^}\s,]+)\s*(?:,\s*([^}\s]+)\s*)?\}\}/g;

function lookUp(pack: Pack, key: string): string | Pack | undefined {
  let node: string | Pack | undefined = pack;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** The value at a dotted path of the values ('{{user.name}}'). */
function valueAt(values: TextValues, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Adds `from` into `into`, nested groups merged, texts already there kept. */
function merge(into: Pack, from: Pack): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (current === undefined) into[key] = typeof value === 'string' ? value : structuredClone(value);
    else if (typeof current !== 'string' && typeof value !== 'string') merge(current, value);
  }
}

export function createTexts(language: Language, pack: Pack): Texts {
  const texts: Pack = structuredClone(pack);
  // Made on first use: the first Intl call of a page is costly (ICU's start-up), and the pages
  // without a count or a number never pay it.
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const pluralOf = (count: number) => (plurals ??= new Intl.PluralRules(language)).select(count);
  const formatNumber = (value: unknown) =>
    typeof value === 'number' ? (numbers ??= new Intl.NumberFormat(language)).format(value) : String(value);

  const fill = (text: string, values: TextValues) =>
    text.replace(INTERPOLATION, (_, path: string, format: string | undefined) => {
      const value = valueAt(values, path);
      if (value === undefined || value === null) return '';
      return format === 'number' ? formatNumber(value) : String(value);
    });

  const t: Translate = (key, values) => {
    const count = values?.count;
    let text: string | Pack | undefined;
    if (typeof count === 'number') {
      text = lookUp(texts, `${key}_${pluralOf(count)}`) ?? lookUp(texts, `${key}_other`);
    }
    if (typeof text !== 'string') text = lookUp(texts, key);
    if (typeof text !== 'string') return key;
    return values ? fill(text, values) : text;
  };

  return {
    language,
    t,
    exists: (key) => lookUp(texts, key) !== undefined,
    add: (more) => merge(texts, more),
  };
}

/** The browser's texts until initI18n has loaded the pack: every key shows as itself. */
let current: Texts = createTexts(DEFAULT_LANG, {});

/** Sets the browser's texts (i18n.ts, once the pack has loaded). */
export function setTexts(next: Texts): void {
  current = next;
}

/**
 * The browser's texts, for code outside components (a call's failure message, a notice). The
 * server's render never reaches these: its texts come through TextsProvider (use-translation.tsx).
 */
export const texts: Texts = {
  get language(): Language {
    return current.language;
  },
  t: ((key, values) => current.t(key, values)) as Translate,
  exists: (key: string) => current.exists(key),
  add: (pack: Pack) => current.add(pack),
};
