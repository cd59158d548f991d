import { describe, expect, it } from 'vitest';
import { cleanDisplayName, displayNameKey, displayNameSchema } from './display-name.ts';

const REAL = 'Demo Seller Store';

describe('cleanDisplayName', () => {
  it('removes zero-width, joiner, word-joiner, BOM and soft-hyphen characters', () => {
    for (const hidden of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u034F', '\u180E']) {
      expect(cleanDisplayName(`Demo${hidden} Seller Sto${hidden}re`), JSON.stringify(hidden)).toBe(REAL);
    }
  });

  it('removes bidirectional controls and marks', () => {
    const bidi = [
      '\u200E',
      '\u200F',
      '\u061C',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    for (const mark of bidi)
      expect(cleanDisplayName(`${mark}Demo Seller Store${mark}`), JSON.stringify(mark)).toBe(REAL);
    // The classic right-to-left override that shows "Store" backwards.
    expect(cleanDisplayName('Demo Seller \u202Eerots')).toBe('Demo Seller erots');
  });

  it('folds fullwidth and compatibility forms (NFKC) and collapses every kind of space', () => {
    expect(cleanDisplayName('Ｄｅｍｏ　Ｓｅｌｌｅｒ　Ｓｔｏｒｅ')).toBe(REAL);
    expect(cleanDisplayName('  Demo \t\u00A0\u2003 Seller\n\u3000Store  ')).toBe(REAL);
    expect(cleanDisplayName('ﬁne Shop')).toBe('fine Shop');
  });

  it('removes tag characters, variation selectors, Hangul fillers and other control characters', () => {
    expect(cleanDisplayName('Demo\u{E0041}\u{E0042} Seller\uFE0F Store\u3164\u0007')).toBe(REAL);
  });

  it('keeps real letters of every script and combining accents', () => {
    expect(cleanDisplayName('Café Ünïcode')).toBe('Café Ünïcode');
    expect(cleanDisplayName('Cafe\u0301')).toBe('Café');
    expect(cleanDisplayName('Cafe\u200B\u0301')).toBe('Café');
    expect(cleanDisplayName('東京ストア')).toBe('東京ストア');
    expect(cleanDisplayName('متجر العرض')).toBe('متجر العرض');
    expect(cleanDisplayName('ร้านค้า')).toBe('ร้านค้า');
  });

  it('leaves nothing of a name made only of invisible characters', () => {
    expect(cleanDisplayName('\u200B\u200D\u2060\uFEFF \u00A0')).toBe('');
  });
});

describe('displayNameKey', () => {
  it('gives impostors of a name the same key as the name', () => {
    const key = displayNameKey(REAL);
    for (const impostor of [
      'Demo Seller Store\u200B',
      'demo seller store',
      'DEMO SELLER STORE',
      'Ｄｅｍｏ Ｓｅｌｌｅｒ Ｓｔｏｒｅ',
      '\u202BDemo Seller Store\u202C',
      '\u200FDemo  Seller   Store\u200E',
      'Demo\u00ADSeller Store'.replace('\u00AD', ' \u00AD'),
    ]) {
      expect(displayNameKey(impostor), JSON.stringify(impostor)).toBe(key);
    }
  });

  it('folds case beyond ASCII', () => {
    expect(displayNameKey('STRASSE')).toBe(displayNameKey('straße'));
    expect(displayNameKey('ΟΔΟΣ')).toBe(displayNameKey('οδος'));
    expect(displayNameKey('ÜBER')).toBe(displayNameKey('über'));
  });

  it('keeps different names apart', () => {
    expect(displayNameKey('Demo Seller Store 2')).not.toBe(displayNameKey(REAL));
    expect(displayNameKey('DemoSeller Store')).not.toBe(displayNameKey(REAL));
  });
});

describe('displayNameSchema', () => {
  it('stores the cleaned name and measures its length after cleaning', () => {
    const schema = displayNameSchema(2, 10);
    expect(schema.parse('  Ann\u200B  Lee ')).toBe('Ann Lee');
    expect(schema.safeParse('\u200BA\u200B').success).toBe(false);
    expect(schema.safeParse('Ｄｅｍｏ').data).toBe('Demo');
  });
});
