import { describe, expect, it } from 'vitest';
import { applicationPayload, applicationProblems, type ApplicationValues } from './application-rules.ts';

const valid: ApplicationValues = {
  shopName: '  Harbour Ceramics ',
  contactName: ' Hana ',
  contactPhone: '+44 (7700) 900-123',
  email: ' hana@example.com ',
  categoryIdx: '3',
  description: '  Hand-thrown mugs and bowls, shipped worldwide.  ',
};

describe('applicationProblems', () => {
  it('accepts a complete application', () => {
    expect(applicationProblems(valid)).toEqual({});
  });

  it('names every missing field', () => {
    const empty = { shopName: ' ', contactName: '', contactPhone: '', email: '', categoryIdx: '', description: ' ' };
    expect(applicationProblems(empty)).toEqual({
      shopName: 'partnership.errors.shopNameRequired',
      contactName: 'partnership.errors.contactNameRequired',
      contactPhone: 'partnership.errors.phoneRequired',
      email: 'partnership.errors.emailRequired',
      categoryIdx: 'partnership.errors.categoryRequired',
      description: 'partnership.errors.descriptionRequired',
    });
  });

  it('checks the limits of the server schema', () => {
    const cases: Array<[Partial<ApplicationValues>, keyof ApplicationValues, string]> = [
      [{ shopName: 'A' }, 'shopName', 'partnership.errors.shopNameLength'],
      [{ shopName: 'x'.repeat(61) }, 'shopName', 'partnership.errors.shopNameLength'],
      [{ contactName: 'x'.repeat(41) }, 'contactName', 'partnership.errors.contactNameTooLong'],
      [{ contactPhone: '1234' }, 'contactPhone', 'partnership.errors.phoneInvalid'],
      [{ contactPhone: '+12345678901234567' }, 'contactPhone', 'partnership.errors.phoneInvalid'],
      [{ contactPhone: '12ab45' }, 'contactPhone', 'partnership.errors.phoneInvalid'],
      [{ email: 'hana@' }, 'email', 'partnership.errors.emailInvalid'],
      [{ categoryIdx: 'x' }, 'categoryIdx', 'partnership.errors.categoryRequired'],
      [{ description: 'x'.repeat(19) }, 'description', 'partnership.errors.descriptionTooShort'],
      [{ description: 'x'.repeat(2001) }, 'description', 'partnership.errors.descriptionTooLong'],
    ];
    for (const [change, field, key] of cases) {
      expect(applicationProblems({ ...valid, ...change }), JSON.stringify(change)).toEqual({ [field]: key });
    }
  });
});

describe('applicationPayload', () => {
  it('trims the text, keeps only digits (and a leading +) of the phone, and sends the category as a number', () => {
    expect(applicationPayload(valid)).toEqual({
      shopName: 'Harbour Ceramics',
      contactName: 'Hana',
      contactPhone: '+447700900123',
      email: 'hana@example.com',
      categoryIdx: 3,
      description: 'Hand-thrown mugs and bowls, shipped worldwide.',
    });
  });
});
