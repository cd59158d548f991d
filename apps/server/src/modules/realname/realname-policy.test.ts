import { describe, expect, it } from 'vitest';
import { ID_PHOTO_VISIBILITY, maskIdNumber, mayFileRealname } from './realname-policy.ts';

describe('who may file and see an identity verification (realname-policy.ts)', () => {
  it('lets a user file again while none, pending or rejected, never once approved', () => {
    expect(mayFileRealname('none')).toBe(true);
    expect(mayFileRealname('pending')).toBe(true);
    expect(mayFileRealname('rejected')).toBe(true);
    expect(mayFileRealname('approved')).toBe(false);
  });

  it('takes the ID photo only as a private upload', () => {
    expect(ID_PHOTO_VISIBILITY).toBe('private');
  });

  it('shows at most the last 4 characters of the ID number, and never half of it', () => {
    expect(maskIdNumber('AB-12345678')).toBe('*******5678');
    expect(maskIdNumber('1234')).toBe('**34');
  });
});
