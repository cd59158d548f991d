import { MessageFlag, type GoodsCard, type PmMessage, type PmSubject } from '@storefront/contract';
import type { ChatPerson, ChatShop } from './pm-parties.ts';
import { sideOf } from './pm-policy.ts';
import type { MessageRow, SubjectRow } from './pm-repository.ts';

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
    idx: row.idx,
    subjectIdx: row.subject_idx,
    body: row.flag === MessageFlag.goods ? goodsCardOf(row.body) : row.body,
    flag: row.flag,
    owner: row.sender_idx === viewerIdx,
    staff: row.staff,
    senderIdx: row.sender_idx,
    readed: row.readed,
    createAt: row.created_at.toISOString(),
  };
}

/** The people and shops a list of subjects shows, looked up once for the whole list. */
export interface SubjectLookups {
  shops: Map<number, ChatShop>;
  people: Map<number, ChatPerson>;
}

export function subjectView(row: SubjectRow, viewerIdx: number, parties: SubjectLookups): PmSubject {
  const side = sideOf({ idx: viewerIdx }, row);
  const common = {
    idx: row.idx,
    buyerIdx: row.buyer_idx,
    sellerIdx: row.seller_idx,
    shopIdx: row.shop_idx,
    updateAt: row.update_at.toISOString(),
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
