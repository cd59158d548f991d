import { MessageFlag, PM_BODY_MAX_CHARS } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';
import { preparePicture, prepareText, refuse, type StoredBody } from '../chat/message-bodies.ts';
import type { PmParties } from './pm-parties.ts';
import { canSendGoods, type PmActor, type SubjectParties } from './pm-policy.ts';

/** A body as the client sends it: text or HTML, an image address, or a goods card (object or JSON). */
export type SentBody = string | { idx: number };

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
