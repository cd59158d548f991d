// @vitest-environment happy-dom
import { LANGUAGES } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';

// Raw text, so a pack that does not parse fails its own test instead of the whole file. Each
// language has two packs: the one every page waits for, and the help centre's and credit page's
// long texts in help/, loaded by those pages only. Both sets obey the same rules.
const raw = import.meta.glob<string>(['./*.json', './help/*.json'], { query: '?raw', import: 'default', eager: true });
const SETS = [
  { name: 'language packs', dir: './' },
  { name: 'help and credit packs', dir: './help/' },
] as const;

const EXPECTED = ['de', 'el', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'ms', 'pt', 'ru', 'th', 'tr', 'vi', 'zh', 'zh-tw'];
/** Share of keys a translated pack may leave equal to English (brand names, short codes). */
const MAX_SAME_AS_ENGLISH = 0.1;

/** Flattens nested packs to dotted keys; a non-string leaf is kept so the string test can name it. */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [leaf, text] of flatten(value, `${prefix}${key}.`)) out.set(leaf, text);
    }
  } else {
    out.set(prefix.slice(0, -1), node);
  }
  return out;
}

function readPack(dir: string, lang: string): Map<string, unknown> {
  const text = raw[`${dir}${lang}.json`];
  if (text === undefined) throw new Error(`${dir}${lang}.json is missing`);
  return flatten(JSON.parse(text) as unknown);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The key set a pack must have: en.json's, where a plural key (`x_one`, `x_other`) stands for
 * every plural category of the pack's own language (Russian adds `x_few` and `x_many`).
 */
function expectedKeys(english: Map<string, unknown>, lang: string): Set<string> {
  const categories = new Intl.PluralRules(lang === 'zh-tw' ? 'zh-TW' : lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL.test(key)) for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
    else keys.add(key);
  }
  return keys;
}

const placeholders = (text: string) => new Set(text.match(/{{[^}]+}}/g)?.map((p) => p.replace(/\s/g, '')));

const others = EXPECTED.filter((lang) => lang !== 'en');

describe.each(SETS)('$name', ({ dir }) => {
  const pack = (lang: string) => readPack(dir, lang);
  const english = pack('en');

  it('are the 16 languages of the contract', () => {
    expect([...LANGUAGES].sort()).toEqual([...EXPECTED].sort());
    const files = Object.keys(raw).filter((file) => file.startsWith(dir) && !file.slice(dir.length).includes('/'));
    expect(files.sort()).toEqual(EXPECTED.map((lang) => `${dir}${lang}.json`).sort());
  });

  it('en.json has only non-empty string values', () => {
    const bad = [...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(bad).toEqual([]);
  });

  describe.each(others)('%s.json', (lang) => {
    it('exists and parses', () => {
      expect(raw[`${dir}${lang}.json`]).toBeTypeOf('string');
      expect(() => pack(lang)).not.toThrow();
    });

    it('has exactly the keys of en.json, with its own plural forms', () => {
      const keys = pack(lang);
      const wanted = expectedKeys(english, lang);
      const missing = [...wanted].filter((key) => !keys.has(key));
      // English's own plural forms may stay in a pack whose language does not use them (ja `_one`).
      const extra = [...keys.keys()].filter((key) => !wanted.has(key) && !english.has(key));
      expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
    });

    it('has a non-empty string for every key', () => {
      const bad = [...pack(lang)].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it('keeps every {{placeholder}} of the English text', () => {
      const translated = pack(lang);
      const lost: string[] = [];
      for (const [key, text] of english) {
        const other = translated.get(key);
        if (typeof text !== 'string' || typeof other !== 'string') continue;
        const present = placeholders(other);
        for (const placeholder of placeholders(text)) if (!present.has(placeholder)) lost.push(`${key}: ${placeholder}`);
      }
      expect(lost).toEqual([]);
    });
  });
});

// Guards against a pack that is still a copy of English. Expected to fail until translations land.
describe.each(SETS)('translations: $name', ({ dir }) => {
  const english = readPack(dir, 'en');
  it.each(others)(`%s.json differs from English for at least ${100 - MAX_SAME_AS_ENGLISH * 100}% of keys`, (lang) => {
    const translated = readPack(dir, lang);
    const same = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
    const sample = same.slice(0, 8).join(', ');
    expect(same.length / english.size, `${lang}: ${same.length} of ${english.size} values equal English (${sample}…)`).toBeLessThanOrEqual(
      MAX_SAME_AS_ENGLISH,
    );
  });
});
