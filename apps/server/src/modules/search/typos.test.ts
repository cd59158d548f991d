import { describe, expect, it } from 'vitest';
import { typoDistance, typosAllowed } from './typos.ts';

describe('typoDistance()', () => {
  it('counts a letter left out, added, changed or two neighbours swapped as one typo', () => {
    expect(typoDistance('storage', 'storage', 2)).toBe(0);
    expect(typoDistance('storgae', 'storage', 2)).toBe(1);
    expect(typoDistance('storge', 'storage', 2)).toBe(1);
    expect(typoDistance('storaage', 'storage', 2)).toBe(1);
    expect(typoDistance('storoge', 'storage', 2)).toBe(1);
    expect(typoDistance('smartfone', 'smartphone', 2)).toBe(2);
  });

  it('stops at one more than the typos allowed', () => {
    expect(typoDistance('smartfone', 'smartphone', 1)).toBe(2);
    expect(typoDistance('lamp', 'sofa', 1)).toBe(2);
    expect(typoDistance('ab', 'abcdef', 2)).toBe(3);
  });

  it('allows two typos from eight characters, one below', () => {
    expect(typosAllowed('seagras')).toBe(1);
    expect(typosAllowed('seagrass')).toBe(2);
  });
});
