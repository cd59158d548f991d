import { describe, expect, it } from 'vitest';
import { realnameProblems } from './realname-rules.ts';

const valid = { realName: 'Ann Example', idNumber: 'AB-1234567', photo: '/uploads/u/2026/01/x.webp' };

describe('realnameProblems', () => {
  it('accepts a complete form', () => {
    expect(realnameProblems(valid)).toEqual({});
    expect(realnameProblems({ ...valid, realName: '  Ann  ', idNumber: ' 1234 ' })).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(realnameProblems({ realName: ' ', idNumber: '', photo: null })).toEqual({
      realName: 'realname.errors.realNameRequired',
      idNumber: 'realname.errors.idNumberRequired',
      photo: 'realname.errors.photoRequired',
    });
    expect(realnameProblems({ ...valid, realName: 'x'.repeat(61) })).toEqual({
      realName: 'realname.errors.realNameTooLong',
    });
    for (const idNumber of ['123', '1234 5678', '12_34', '1'.repeat(33)]) {
      expect(realnameProblems({ ...valid, idNumber })).toEqual({ idNumber: 'realname.errors.idNumberInvalid' });
    }
  });
});
