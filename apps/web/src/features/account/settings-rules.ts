import { TRADE_PASSWORD_PATTERN } from '@storefront/contract/constants';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../../components/form/validation.ts';

/**
 * Client checks of the settings forms, with the limits of the server's schemas in
 * `@storefront/contract` (commerce.ts). Each answers i18n keys under `account.errors`.
 */

export type Problems<F extends string> = Partial<Record<F, string>>;

export interface ProfileValues {
  name: string;
}

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface TradePasswordValues {
  password: string;
  tradePassword: string;
  confirmTradePassword: string;
}

export function profileProblems(values: ProfileValues): Problems<keyof ProfileValues> {
  const name = values.name.trim();
  if (!name) return { name: 'account.errors.nameRequired' };
  if (name.length > NAME_MAX) return { name: 'account.errors.nameTooLong' };
  return {};
}

export function passwordProblems(values: PasswordValues): Problems<keyof PasswordValues> {
  const problems: Problems<keyof PasswordValues> = {};
  if (!values.oldPassword) problems.oldPassword = 'account.errors.oldPasswordRequired';
  if (!values.newPassword) problems.newPassword = 'account.errors.newPasswordRequired';
  else if (values.newPassword.length < PASSWORD_MIN) problems.newPassword = 'account.errors.newPasswordTooShort';
  else if (values.newPassword.length > PASSWORD_MAX) problems.newPassword = 'account.errors.newPasswordTooLong';
  else if (values.newPassword === values.oldPassword) problems.newPassword = 'account.errors.newPasswordSame';
  if (!values.confirmPassword) problems.confirmPassword = 'account.errors.confirmRequired';
  else if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'account.errors.passwordMismatch';
  return problems;
}

export function tradePasswordProblems(values: TradePasswordValues): Problems<keyof TradePasswordValues> {
  const problems: Problems<keyof TradePasswordValues> = {};
  if (!values.password) problems.password = 'account.errors.signInPasswordRequired';
  if (!values.tradePassword) problems.tradePassword = 'account.errors.tradePasswordRequired';
  else if (!TRADE_PASSWORD_PATTERN.test(values.tradePassword))
    problems.tradePassword = 'account.errors.tradePasswordFormat';
  if (!values.confirmTradePassword) problems.confirmTradePassword = 'account.errors.confirmRequired';
  else if (values.confirmTradePassword !== values.tradePassword)
    problems.confirmTradePassword = 'account.errors.tradePasswordMismatch';
  return problems;
}
