import { DEFAULT_LANG, isLanguage, type Language } from '@storefront/contract';
import { sellerGoodsMessages, sellerGoodsTranslations } from './seller-goods-messages.ts';
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
  unknownHost: 'This site is not served under this address',
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
  addressNameRequired: 'Please fill in the name',
  phoneMalformed: 'Malformed phone number',
  areaRequired: 'Please select a receiving area',
  addressRequired: 'Address can not be empty',
  addressLimit: 'You can save at most {max} addresses',
  chooseAddress: 'Please choose a delivery address',
  goodsUnavailable: 'A product in your order is no longer available',
  outOfStock: 'Not enough stock left of {title}',
  ownGoods: 'You cannot buy goods from your own shop',
  shippingCountryUnknown: 'Please choose a country from the list, or the rest of the world',
  shippingCountryTaken: 'Your shop already has a delivery option for this destination',
  shippingFeeInvalid: 'Please enter a delivery fee from 0.00 to 1,000,000.00',
  shippingFreeOverInvalid: 'Please enter a free-delivery amount from 0.00 to 1,000,000.00, or leave it empty',
  shippingDaysInvalid: 'Please enter delivery days from 0 to 120',
  shippingDaysOrder: 'The latest delivery day cannot come before the earliest',
  shopClosedLine: '{title} cannot be bought: its shop is closed',
  shopHolidayLine: '{title} cannot be bought: its shop is closed for holidays',
  noDeliveryLine: '{title} cannot be bought: its shop does not deliver to this address',
  insufficientBalance: 'Your wallet balance is not enough',
  pricesChanged: 'Prices have changed since you opened the checkout: the new total is {total}. Nothing was charged.',
  paymentProviderOff: 'No payment provider is configured on this site, so the wallet cannot be recharged',
  amountInvalid: 'Please enter an amount from 0.01 to 1,000,000.00 with at most two decimals',
  tradePasswordNotSet: 'Please set a trade password in your account settings first',
  tradePasswordLocked: 'Too many wrong trade passwords, please try again in {minutes} min',
  orderNotPending: 'This order is no longer waiting for payment',
  orderExpired: 'This order was not paid in time and has been cancelled',
  orderNotCancellable: 'This order can no longer be cancelled',
  orderNotConfirmable: 'Only a shipped order can be confirmed as received',
  orderNotShippable: 'Only a paid order can be shipped',
  orderNotReviewable: 'Only a completed order can be reviewed',
  orderNotRefundable: 'Only a completed order can be refunded',
  trackingNoInvalid: 'Please enter a tracking number of 3 to 40 characters',
  carrierNameRequired: "Please enter the carrier's name",
  reasonRequired: 'Please give a reason of 3 to 300 characters',
  alreadyReviewed: 'This item has already been reviewed',
  reviewPhotoNotUploaded: 'Please upload the review photos again',
  notASeller: 'Only shop owners can do this',
  withdrawalAccountLimit: 'You can save at most {max} withdrawal accounts',
  chooseWithdrawalAccount: 'Please choose a withdrawal account',
  wrongSignInPassword: 'Your sign-in password is incorrect',
  avatarNotUploaded: 'Please upload the avatar image again',
  alreadySeller: 'You already have a shop',
  applicationPending: 'Your shop application is already waiting for review',
  applicationReviewed: 'This application has already been reviewed',
  shopImageNotUploaded: 'Please upload the image again',
  shopNameTaken: 'A shop with this name already exists',
  shopNameClash: 'Another shop already has this name, or one that looks the same: this application cannot be approved',
  pmTooLong: 'The message is too long (at most {max} characters)',
  pmEmpty: 'Please enter a message',
  pmTooFast: 'You are sending messages too fast, please wait a moment',
  pmPictureNotUploaded: 'Please upload the picture again',
  pmGoodsUnavailable: 'This product is no longer available',
  pmGoodsOtherShop: 'Only products of this shop can be sent in this conversation',
  pmOwnShop: 'You cannot send messages to your own shop',
  pmRevokeNotOwn: 'You can only revoke your own messages',
  pmRevokeExpired: 'A message can only be revoked within 2 minutes of sending it',
  liveGuestToken: 'Please reload the page to start a chat',
  liveEnded: 'This conversation has ended',
  liveNotYours: 'Please take this conversation first: it is not assigned to you',
  liveRateOpen: 'A conversation can be rated once it has ended',
  liveNotOwnMessage: 'You can only change your own messages',
  liveTaken: 'Another agent has already taken this conversation',
  liveAtCap: 'You already have {max} open conversations',
  liveAgentOffline: 'This agent is offline',
  liveAgentAtCap: 'This agent already has {max} open conversations',
  liveShortcutTaken: 'This shortcut is already used by another canned answer',
  liveCannedLimit: 'You can save at most {max} canned answers',
  ...sellerGoodsMessages,
  adminSelf: 'You cannot do this to your own account',
  adminProtected: 'An admin account cannot be disabled: remove its admin role first',
  staffOwnsShop: 'A shop owner cannot be made staff',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

/** What a caller handed `translate` (route factories, the envelope) may rely on. */
export type Translate = (key: ServerMessageKey, lang: string, params?: Record<string, string>) => string;

/** Translated, with `{field}` and other placeholders filled in. */
export function translate(
  key: ServerMessageKey,
  lang: string | undefined,
  params: Record<string, string> = {},
): string {
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANG;
  const template =
    (serverMessageTranslations as Partial<Record<Language, Partial<Pack>>>)[language]?.[key as keyof Pack] ??
    (sellerGoodsTranslations as Partial<Record<Language, Record<string, string>>>)[language]?.[key] ??
    serverMessages[key];
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
