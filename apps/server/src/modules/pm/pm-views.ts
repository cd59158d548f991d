import { MessageFlag, type GoodsCard, type PmMessage, type PmSubject } from '@storefront/contract';
import { chatMessageFields } from '../chat/chat-views.ts';
import type { ChatPerson, ChatShop } from './pm-parties.ts';
import { sideOf } from './pm-policy.ts';
import type { MessageRow, SubjectRow, SubjectWithLastRow } from './pm-repository.ts';

/*
 * Rows as the wire shows them (spec 3), always from one viewer's side: `owner` is whether the
 * viewer sent it, a subject's `user` and `unread` are the viewer's.
 */

/** A goods card is stored as its JSON; a row that does not hold one shows as its raw text. */
function goodsCardOf(body: string): GoodsCard | string {
  try {
    const card = JSON.parse(body) as Partial<GoodsCard>;
    if (typeof card.idx === 'number' && typeof card.title === 'string' && typeof card.price === 'number')
      return { idx: card.idx, title: card.title, price: card.price, urlCover: String(card.urlCover ?? '') };
  } catch {
    // not JSON: shown as text below
  }
  return body;
}

export function messageView(row: MessageRow, viewerIdx: number): PmMessage {
  return {
    ...chatMessageFields(row, row.sender_idx === viewerIdx),
    body: row.flag === MessageFlag.goods ? goodsCardOf(row.body) : row.body,
  };
}

/** The people and shops a list of subjects shows, looked up once for the whole list. */
export interface SubjectLookups {
  shops: Map<number, ChatShop>;
  people: Map<number, ChatPerson>;
}

/** The longest stored text a row's preview carries: the row shows one line of it. */
const LAST_BODY_MAX_CHARS = 400;

/** A subject's latest message as its row previews it: a text's body (cut), a picture's or a card's flag alone. */
function lastOf(row: SubjectWithLastRow): PmSubject['last'] {
  if (row.last_flag === null || row.last_at === null) return null;
  const body = row.last_flag === MessageFlag.text ? (row.last_body ?? '').slice(0, LAST_BODY_MAX_CHARS) : '';
  return { flag: row.last_flag, body, createdAt: new Date(row.last_at).toISOString() };
}

export function subjectView(
  row: SubjectRow | SubjectWithLastRow,
  viewerIdx: number,
  parties: SubjectLookups,
): PmSubject {
  const side = sideOf({ idx: viewerIdx }, row);
  const common = {
    idx: row.idx,
    buyerIdx: row.buyer_idx,
    sellerIdx: row.seller_idx,
    shopIdx: row.shop_idx,
    updateAt: row.update_at.toISOString(),
    ...('last_flag' in row ? { last: lastOf(row) } : {}),
  };
  if (side === 'seller') {
    const buyer = parties.people.get(row.buyer_idx);
    return {
      ...common,
      user: { idx: row.buyer_idx, avatar: buyer?.avatar ?? '', shopName: buyer?.name ?? '', remark: row.seller_remark },
      unread: row.seller_unread,
    };
  }
  const shop = parties.shops.get(row.shop_idx);
  return {
    ...common,
    user: { idx: row.shop_idx, avatar: shop?.logo ?? '', shopName: shop?.name ?? '', remark: row.buyer_remark },
    unread: row.buyer_unread,
  };
}
