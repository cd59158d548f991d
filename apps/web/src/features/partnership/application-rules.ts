import { validateEmail } from '../../components/form/validation.ts';

/**
 * The partnership form's client checks, with the limits of the server's `shopApplicationSchema`
 * (packages/contract commerce.ts). Each problem is an i18n key under `partnership.errors`.
 */
export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 60;
export const CONTACT_NAME_MAX = 40;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;
const PHONE_PATTERN = /^\+?\d{5,16}$/;

export interface ApplicationValues {
  shopName: string;
  contactName: string;
  contactPhone: string;
  email: string;
  /** The chosen category's idx as the select holds it ('' when none is chosen). */
  categoryIdx: string;
  description: string;
}

export type ApplicationField = keyof ApplicationValues;
export type ApplicationProblems = Partial<Record<ApplicationField, string>>;

/** Drops the spaces, dashes, dots and brackets people type inside phone numbers. */
export const phoneForServer = (value: string) => value.trim().replace(/[\s().-]/g, '');

export function applicationProblems(values: ApplicationValues): ApplicationProblems {
  const problems: ApplicationProblems = {};
  const shopName = values.shopName.trim();
  if (!shopName) problems.shopName = 'partnership.errors.shopNameRequired';
  else if (shopName.length < SHOP_NAME_MIN || shopName.length > SHOP_NAME_MAX)
    problems.shopName = 'partnership.errors.shopNameLength';
  const contactName = values.contactName.trim();
  if (!contactName) problems.contactName = 'partnership.errors.contactNameRequired';
  else if (contactName.length > CONTACT_NAME_MAX) problems.contactName = 'partnership.errors.contactNameTooLong';
  const phone = phoneForServer(values.contactPhone);
  if (!phone) problems.contactPhone = 'partnership.errors.phoneRequired';
  else if (!PHONE_PATTERN.test(phone)) problems.contactPhone = 'partnership.errors.phoneInvalid';
  const email = validateEmail(values.email);
  if (email)
    problems.email = values.email.trim() ? 'partnership.errors.emailInvalid' : 'partnership.errors.emailRequired';
  if (!/^\d+$/.test(values.categoryIdx)) problems.categoryIdx = 'partnership.errors.categoryRequired';
  const description = values.description.trim();
  if (!description) problems.description = 'partnership.errors.descriptionRequired';
  else if (description.length < DESCRIPTION_MIN) problems.description = 'partnership.errors.descriptionTooShort';
  else if (description.length > DESCRIPTION_MAX) problems.description = 'partnership.errors.descriptionTooLong';
  return problems;
}

/** The payload of shop/application/submit for valid values. */
export function applicationPayload(values: ApplicationValues) {
  return {
    shopName: values.shopName.trim(),
    contactName: values.contactName.trim(),
    contactPhone: phoneForServer(values.contactPhone),
    email: values.email.trim(),
    categoryIdx: Number(values.categoryIdx),
    description: values.description.trim(),
  };
}
