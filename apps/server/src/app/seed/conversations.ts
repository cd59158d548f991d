import { MessageFlag } from '@storefront/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The demo buyer's inbox (issue 12): conversations with the demo seller's shop and two other
 * shops, with text, HTML, a picture, goods cards and a few unread replies, so a newcomer signing
 * in as buyer@demo.shop (or seller@demo.shop) sees a living inbox. Written as history: no change
 * positions (a client has nothing to catch up on until something new happens).
 */

type Line =
  | { from: 'buyer' | 'seller'; text: string }
  | { from: 'buyer' | 'seller'; goods: true }
  | { from: 'buyer' | 'seller'; picture: true };

interface SeedConversation {
  /** 1-based shop number of shops.ts. */
  shop: number;
  /** When the first line was sent, in minutes before now; each next line a few minutes later. */
  startedMinutesAgo: number;
  lines: Line[];
  /** How many of the last lines (all from the seller) the buyer has not read yet. */
  unreadByBuyer: number;
}

const CONVERSATIONS: SeedConversation[] = [
  {
    shop: 1,
    startedMinutesAgo: 2 * 24 * 60,
    lines: [
      { from: 'buyer', text: 'Hi! Does this shirt run true to size?' },
      { from: 'seller', text: 'Hello! Yes, it fits true to size. Between two sizes, take the larger one.' },
      { from: 'buyer', goods: true },
      { from: 'seller', text: 'Good choice: that one ships <b>within 48 hours</b>.' },
      { from: 'seller', picture: true },
      { from: 'seller', text: 'Here it is in daylight, so you can see the real colour.' },
    ],
    unreadByBuyer: 2,
  },
  {
    shop: 2,
    startedMinutesAgo: 5 * 24 * 60,
    lines: [
      { from: 'buyer', text: 'Is this phone unlocked for every network?' },
      { from: 'seller', text: 'Yes, it is factory unlocked and comes with a two-year warranty.' },
      { from: 'buyer', text: 'Great, thank you!' },
    ],
    unreadByBuyer: 0,
  },
  {
    shop: 3,
    startedMinutesAgo: 90,
    lines: [
      { from: 'buyer', goods: true },
      { from: 'buyer', text: 'Could you configure this laptop with more memory?' },
      { from: 'seller', text: 'We can! It adds one day before it ships.' },
    ],
    unreadByBuyer: 1,
  },
];

const MINUTES_BETWEEN_LINES = 4;

export async function insertDemoConversations(
  db: Kysely<Database>,
  { buyerIdx, shopIdxByN }: { buyerIdx: number; shopIdxByN: ReadonlyMap<number, number> },
): Promise<number> {
  const now = Date.now();
  let messages = 0;
  for (const conversation of CONVERSATIONS) {
    const shopIdx = shopIdxByN.get(conversation.shop);
    if (shopIdx === undefined) throw new Error(`seed: shop ${conversation.shop} is missing`);
    const shop = await db.selectFrom('shops').select('owner_idx').where('idx', '=', shopIdx).executeTakeFirstOrThrow();
    const goods = await db
      .selectFrom('goods')
      .select(['idx', 'title', 'cover', 'price', 'discount_price'])
      .where('shop_idx', '=', shopIdx)
      .orderBy('idx')
      .limit(1)
      .executeTakeFirstOrThrow();
    const card = JSON.stringify({
      idx: goods.idx,
      title: goods.title,
      price: goods.discount_price ?? goods.price,
      urlCover: goods.cover,
    });
    const at = (line: number) =>
      new Date(now - (conversation.startedMinutesAgo - line * MINUTES_BETWEEN_LINES) * 60_000);
    const lastAt = at(conversation.lines.length - 1);
    const subject = await db
      .insertInto('pm_subjects')
      .values({
        buyer_idx: buyerIdx,
        seller_idx: shop.owner_idx,
        shop_idx: shopIdx,
        buyer_unread: conversation.unreadByBuyer,
        update_at: lastAt,
        created_at: at(0),
      })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const firstUnread = conversation.lines.length - conversation.unreadByBuyer;
    await db
      .insertInto('pm_messages')
      .values(
        conversation.lines.map((line, n) => ({
          subject_idx: subject.idx,
          sender_idx: line.from === 'buyer' ? buyerIdx : shop.owner_idx,
          flag: 'goods' in line ? MessageFlag.goods : 'picture' in line ? MessageFlag.image : MessageFlag.text,
          body: 'goods' in line ? card : 'picture' in line ? goods.cover : line.text,
          readed: n < firstUnread,
          client_id: `seed-${subject.idx}-${n}`,
          created_at: at(n),
        })),
      )
      .execute();
    messages += conversation.lines.length;
  }
  return messages;
}
