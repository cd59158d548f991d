import type { WebPack } from './web-build.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(pack: WebPack, key: string): string | undefined {
  let node: unknown = pack;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The web's `t()` over one of its language packs, for the texts of the server-written first
 * screen: the same keys, `{{name}}` and `{{count, number}}` placeholders and `_one`/`_other`
 * plural forms as i18next, so the page reads the same before and after the app renders it. The
 * result is plain text: callers escape it like any other text.
 */
export function translator(pack: WebPack, lang: string): Translate {
  const plurals = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang);
  return (key, values = {}) => {
    const count = values.count;
    const plural = typeof count === 'number' ? lookup(pack, `${key}_${plurals.select(count)}`) : undefined;
    const text = plural ?? lookup(pack, key) ?? (typeof count === 'number' ? lookup(pack, `${key}_other`) : undefined);
    if (text === undefined) return key;
    return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return format === 'number' && typeof value === 'number' ? numbers.format(value) : String(value);
    });
  };
}
