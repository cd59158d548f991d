import { Code, MessageFlag, PM_BODY_MAX_CHARS } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';
import { sanitizeMessageHtml, showsSomething } from './message-html.ts';
import type { PmParties } from './pm-parties.ts';
import { canSendGoods, type PmActor, type SubjectParties } from './pm-policy.ts';

/** A body as the client sends it: text or HTML, an image address, or a goods card (object or JSON). */
export type SentBody = string | { idx: number };

/** What is stored: the flag and the body text. */
export interface StoredBody {
  flag: number;
  body: string;
}

type Refusal = 'pmTooLong' | 'pmEmpty' | 'pmPictureNotUploaded' | 'pmGoodsUnavailable' | 'pmGoodsOtherShop';
const refuse = (key: Refusal, max = PM_BODY_MAX_CHARS) =>
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

/**
 * Turns a sent body into the stored one, or refuses it (4000 naming `body`, translated) before
 * anything is written. Never trusts what the browser says a product or a picture is:
 * - flag 3 (goods card): the product is looked up, must be on sale in the conversation's shop,
 *   and is stored with its title, cover and price as they are now;
 * - flag 2 (image): the address must be an upload of the sender on this site;
 * - anything else is text or HTML, stored sanitized (flag 1).
 */
export async function prepareBody(
  parties: PmParties,
  actor: PmActor,
  subject: SubjectParties,
  flag: number | undefined,
  body: SentBody,
): Promise<StoredBody> {
  if (typeof body === 'string' && body.length > PM_BODY_MAX_CHARS) throw refuse('pmTooLong');
  if (flag === MessageFlag.goods) return { flag, body: JSON.stringify(await goodsCard(parties, subject, body)) };
  if (typeof body !== 'string') throw ApiError.invalid('body');
  if (flag === MessageFlag.image) return preparePicture(body, (url) => parties.isOwnPicture(actor.idx, url));
  return prepareText(body, PM_BODY_MAX_CHARS);
}

/** The product a card names: by `idx` of the object, or of the JSON text the spec also allows. */
function goodsIdxOf(body: SentBody): number | null {
  if (typeof body !== 'string') return body.idx;
  try {
    const parsed = JSON.parse(body) as { idx?: unknown };
    return Number.isSafeInteger(parsed.idx) && (parsed.idx as number) > 0 ? (parsed.idx as number) : null;
  } catch {
    return null;
  }
}

async function goodsCard(parties: PmParties, subject: SubjectParties, body: SentBody) {
  const idx = goodsIdxOf(body);
  if (idx === null) throw ApiError.invalid('body');
  const goods = await parties.goods(idx);
  if (!goods) throw refuse('pmGoodsUnavailable');
  if (!canSendGoods(subject, goods)) throw refuse('pmGoodsOtherShop');
  return { idx: goods.idx, title: goods.title, price: goods.price, urlCover: goods.urlCover };
}
