import { Code, MessageFlag, PM_BODY_MAX_CHARS } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';
import { sanitizeMessageHtml, showsSomething } from './message-html.ts';

/*
 * Message bodies as every chat kind stores them: text or HTML sanitized (flag 1), a picture that
 * is an upload of its sender (flag 2). A kind adds its own (pm's goods cards: pm-bodies.ts).
 */

/** What is stored: the flag and the body text. */
export interface StoredBody {
  flag: number;
  body: string;
}

export type Refusal = 'pmTooLong' | 'pmEmpty' | 'pmPictureNotUploaded' | 'pmGoodsUnavailable' | 'pmGoodsOtherShop';
export const refuse = (key: Refusal, max = PM_BODY_MAX_CHARS) =>
  new ApiError(Code.invalidInput, key, { field: 'body', max: String(max) }, { field: 'body' });

/**
 * A text or HTML message body as stored (flag 1): sanitized, refused when it shows nothing or is
 * longer than `maxChars` (as sent, or twice that once sanitized). Shared by every chat (pm, live chat).
 */
export function prepareText(body: string, maxChars: number): StoredBody {
  if (body.length > maxChars) throw refuse('pmTooLong', maxChars);
  const html = sanitizeMessageHtml(body.trim());
  if (!showsSomething(html)) throw refuse('pmEmpty', maxChars);
  if (html.length > maxChars * 2) throw refuse('pmTooLong', maxChars);
  return { flag: MessageFlag.text, body: html };
}

/** A picture message (flag 2): the address must be an upload of the sender (`isOwn` asks the uploads module). */
export async function preparePicture(body: string, isOwn: (url: string) => Promise<boolean>): Promise<StoredBody> {
  const url = body.trim();
  if (!(await isOwn(url))) throw refuse('pmPictureNotUploaded');
  return { flag: MessageFlag.image, body: url };
}
