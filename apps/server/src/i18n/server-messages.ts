import { DEFAULT_LANG, isLanguage, type Language } from '@storefront/contract';
import { serverMessageTranslations, type Pack } from './server-message-translations.ts';

/** Every message the server itself writes into a response, in English; keyed by reason. */
export const serverMessages = {
  invalidField: 'Invalid value for {field}',
  requiredField: '{field} is required',
  unknownField: 'Unknown field {field} is not allowed',
  tooShort: '{field} is too short',
  tooLong: '{field} is too long',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  notFound: 'Not found',
  forbidden: 'You are not allowed to do that',
  notSignedIn: 'Please sign in',
  sessionExpired: 'Your session has expired, please sign in again',
  tooManyRequests: 'Too many attempts, please try again later',
  serverFault: 'Something went wrong on our side, please try again',
  badCredentials: 'Wrong account or password',
  accountExists: 'This account is already registered',
  accountDisabled: 'This account is disabled',
  signedOut: 'Logout successful',
  refreshRefused: 'Your session is no longer valid, please sign in again',
  notAnImage: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image',
  fileTooLarge: 'The file is too large (at most {max})',
  tooManyFiles: 'Please upload one file at a time',
  imageTooManyPixels: 'The image has too many pixels, please choose a smaller one',
  photoNotUploaded: 'Please upload the photo of your ID again',
  realnameApproved: 'Your identity is already verified',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

/** Translated, with `{field}` and other placeholders filled in. */
export function translate(
  key: ServerMessageKey,
  lang: string | undefined,
  params: Record<string, string> = {},
): string {
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANG;
  const template =
    (serverMessageTranslations as Partial<Record<Language, Pack>>)[language]?.[key] ?? serverMessages[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/** Picks the language of a request: the context's lang, else the best Accept-Language match. */
export function pickLanguage(contextLang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(contextLang)) return contextLang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant') return 'zh-tw';
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANG;
}
