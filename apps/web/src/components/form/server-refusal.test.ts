import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { readRefusal, SERVER_REASONS } from './server-refusal.ts';

const fields = ['email', 'phone', 'password'] as const;

describe('readRefusal', () => {
  it('puts a validation refusal under its field with the client translation of the reason', () => {
    const answer = { code: 4000, message: 'password is too short', data: { field: 'password', reason: 'tooShort' } };
    expect(readRefusal(answer, fields)).toEqual({
      field: 'password',
      key: 'serverErrors.tooShort',
      message: 'password is too short',
    });
  });

  it('reads a reason-less refusal of a field as the form says (accountExists, badCredentials)', () => {
    const taken = { code: 4000, message: 'This account is already registered', data: { field: 'email' } };
    expect(readRefusal(taken, fields, { email: 'accountExists' })).toMatchObject({
      field: 'email',
      key: 'serverErrors.accountExists',
    });
  });

  it('falls back to the server message for a reason the client does not know', () => {
    const answer = { code: 4000, message: 'Nope', data: { field: 'phone', reason: 'somethingNew' } };
    expect(readRefusal(answer, fields, { phone: 'accountExists' })).toEqual({
      field: 'phone',
      key: null,
      message: 'Nope',
    });
  });

  it('shows a refusal of a field the form lacks at form level, in the server words', () => {
    const answer = {
      code: 4000,
      message: 'Unknown field role is not allowed',
      data: { field: 'role', reason: 'unknownField' },
    };
    expect(readRefusal(answer, fields)).toEqual({
      field: null,
      key: null,
      message: 'Unknown field role is not allowed',
    });
  });

  it('turns 4029, other codes and a failed request into form-level errors', () => {
    expect(readRefusal({ code: 4029, message: 'Too many' }, fields)).toMatchObject({
      field: null,
      key: 'serverErrors.tooManyRequests',
    });
    expect(readRefusal({ code: 4003, message: 'This account is disabled' }, fields)).toEqual({
      field: null,
      key: null,
      message: 'This account is disabled',
    });
    expect(readRefusal({ code: 5000 }, fields)).toMatchObject({ field: null, key: 'auth.errors.generic' });
    expect(readRefusal(null, fields)).toMatchObject({ field: null, key: 'auth.errors.network' });
  });

  it('has an English translation for every reason', () => {
    for (const reason of SERVER_REASONS) expect(typeof en.serverErrors[reason]).toBe('string');
  });
});
