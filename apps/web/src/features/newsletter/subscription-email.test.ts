import { SUBSCRIPTION_EMAIL_PATTERN as CONTRACT_PATTERN } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_EMAIL_PATTERN, subscriptionEmailProblem } from './subscription-email.ts';

const accepted = ['ann@x.com', 'A_b-9@mail.shop.example', 'x@y.co', 'user_1@sub-domain.example.org'];
const refused = [
  'john.doe@x.com',
  'a+b@x.com',
  'user@host',
  '@x.com',
  'ann@',
  'ann@.com',
  'ann@x.',
  'ann@x..com',
  'ann x@x.com',
  'ann@x.com ',
  'ann@@x.com',
  'ann@x.c%m',
  'émile@x.com',
];

describe('subscription email rule (spec 5)', () => {
  it('is the same rule as the contract the server validates with', () => {
    expect(SUBSCRIPTION_EMAIL_PATTERN.source).toBe(CONTRACT_PATTERN.source);
    expect(SUBSCRIPTION_EMAIL_PATTERN.flags).toBe(CONTRACT_PATTERN.flags);
    for (const email of [...accepted, ...refused]) {
      expect(SUBSCRIPTION_EMAIL_PATTERN.test(email), email).toBe(CONTRACT_PATTERN.test(email));
    }
  });

  it('asks for an email when the field is empty or blank', () => {
    expect(subscriptionEmailProblem('')).toBe('plsEnterEmail');
    expect(subscriptionEmailProblem('   ')).toBe('plsEnterEmail');
  });

  it.each(refused.filter((email) => email.trim() !== 'ann@x.com'))('refuses %s as not valid', (email) => {
    expect(subscriptionEmailProblem(email)).toBe('plsEnterEmailValid');
  });

  it.each(accepted)('accepts %s', (email) => {
    expect(subscriptionEmailProblem(email)).toBeNull();
  });

  it('ignores surrounding blanks, as the server trims too', () => {
    expect(subscriptionEmailProblem('  ann@x.com ')).toBeNull();
  });
});
