/** What the form sends; the same limits as the server's `user/realname/submit` schema. */
export interface RealnameValues {
  realName: string;
  idNumber: string;
  photo: string | null;
}

export const REAL_NAME_MAX = 60;
export const ID_NUMBER_MAX = 32;
/** Letters, digits and '-', 4 to 32 of them: covers ID cards and passports of most countries. */
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

export type RealnameProblem =
  | 'realname.errors.realNameRequired'
  | 'realname.errors.realNameTooLong'
  | 'realname.errors.idNumberRequired'
  | 'realname.errors.idNumberInvalid'
  | 'realname.errors.photoRequired';

export type RealnameProblems = Partial<Record<keyof RealnameValues, RealnameProblem>>;

/** The translation key of each field's problem; an empty object when the form can be sent. */
export function realnameProblems(values: RealnameValues): RealnameProblems {
  const problems: RealnameProblems = {};
  const realName = values.realName.trim();
  if (!realName) problems.realName = 'realname.errors.realNameRequired';
  else if (realName.length > REAL_NAME_MAX) problems.realName = 'realname.errors.realNameTooLong';
  const idNumber = values.idNumber.trim();
  if (!idNumber) problems.idNumber = 'realname.errors.idNumberRequired';
  else if (!ID_NUMBER_PATTERN.test(idNumber)) problems.idNumber = 'realname.errors.idNumberInvalid';
  if (!values.photo) problems.photo = 'realname.errors.photoRequired';
  return problems;
}
