import { Code } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { applicantRefusal, approvalRefusal } from './partnership-policy.ts';

describe('who may apply for a shop (partnership-policy.ts)', () => {
  it('lets buyers apply, tells a seller it is one already, and refuses staff', () => {
    expect(applicantRefusal('buyer')).toBeNull();
    expect(applicantRefusal('seller')).toMatchObject({ code: Code.forbidden, messageKey: 'alreadySeller' });
    expect(applicantRefusal('staff')).toMatchObject({ code: Code.forbidden, messageKey: 'forbidden' });
  });

  it('approves only an applicant who is still a buyer', () => {
    expect(approvalRefusal('buyer')).toBeNull();
    expect(approvalRefusal('seller')).toMatchObject({ code: Code.forbidden, messageKey: 'alreadySeller' });
    expect(approvalRefusal('staff')).toMatchObject({ code: Code.forbidden, messageKey: 'alreadySeller' });
  });
});
