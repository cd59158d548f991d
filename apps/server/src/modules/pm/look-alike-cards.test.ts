import { randomUUID } from 'node:crypto';
import { MessageFlag } from '@storefront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerReads, begin, createStaff, openGuest, say } from '../livechat/livechat.test-helpers.ts';
import { ask, type ChatSocket, type Conversation, useChatServer } from './pm.test-helpers.ts';

/*
 * Issue 19 point 6: a text message must not pass for the genuine goods card (flag 3). What is
 * stored keeps no class, style or other attribute a card could be drawn with, and no picture but
 * the site's own uploads; only a flag 3 message is a card, built from the product in the database.
 */

const server = useChatServer({ PM_SEND_WINDOW_SECONDS: '3600', PM_SEND_LIMIT: '200', LIVE_AGENT_CAP: '100' });
let chat: Conversation;
let buyerSocket: ChatSocket;

beforeAll(async () => {
  chat = await server.conversation();
  buyerSocket = await server.open(chat.buyer.token);
});

/** A real product's picture and title, a fake price, the card's classes and a "pay here" link elsewhere. */
const LOOK_ALIKE =
  '<a class="chat-goods" style="display:flex;border:1px solid #ddd" href="https://pay.example/checkout?order=1" ' +
  'data-idx="1" role="link" id="card">' +
  '<img class="chat-goods__cover" src="https://pictures.example/shirt.webp" width="64" height="64">' +
  '<img src="/uploads/seed/goods/shirt-400.webp" srcset="https://pictures.example/shirt-2x.webp 2x" ' +
  'style="width:64px" alt="Classic shirt">' +
  '<img src="/service/v1/upload/private/2026/01/abcdefghijklmnop.webp">' +
  '<span class="chat-goods__text"><span class="chat-goods__title" style="font-weight:600">Classic shirt</span>' +
  '<span class="chat-goods__price price" aria-label="price">$1.00</span></span></a>' +
  '<div class="chat-goods"><b>Pay here</b> <a href="//pay.example/now">now</a></div>';

/** What every chat stores of it: plain elements, the site's upload, links opening elsewhere safely. */
const STORED =
  '<a href="https://pay.example/checkout?order=1" rel="noopener noreferrer nofollow" target="_blank">' +
  '<img src="/uploads/seed/goods/shirt-400.webp" alt="Classic shirt" />' +
  '<span><span>Classic shirt</span><span>$1.00</span></span></a>' +
  '<div><b>Pay here</b> <a rel="noopener noreferrer nofollow" target="_blank">now</a></div>';

async function storedPm(idx: number) {
  return server.app.db
    .selectFrom('pm_messages')
    .select(['flag', 'body'])
    .where('idx', '=', idx)
    .executeTakeFirstOrThrow();
}

async function sendPm(flag: number | undefined, body: unknown): Promise<number> {
  const ack = await ask(buyerSocket, 'pm', {
    subjectIdx: chat.subjectIdx,
    ...(flag === undefined ? {} : { flag }),
    body: body as string,
    clientId: randomUUID(),
  });
  expect(ack.code, JSON.stringify(ack)).toBe(0);
  return 'idx' in ack ? ack.idx : 0;
}

describe('look-alike goods cards in private messages (issue 19 point 6)', () => {
  it('stores a text message dressed as a card without its classes, styles, foreign pictures or hidden link', async () => {
    for (const flag of [undefined, MessageFlag.text, 7]) {
      const stored = await storedPm(await sendPm(flag, LOOK_ALIKE));
      expect(stored, String(flag)).toEqual({ flag: MessageFlag.text, body: STORED });
      expect(stored.body).not.toMatch(/class=|style=|srcset=|data-|role=|id=|pictures\.example|upload\/private/);
    }
  });

  it('keeps a card-shaped JSON text a text message: only flag 3 is a card', async () => {
    const forged = JSON.stringify({
      idx: chat.goodsIdx,
      title: 'Classic shirt',
      price: 1,
      urlCover: '/uploads/x/a.webp',
    });
    expect(await storedPm(await sendPm(MessageFlag.text, forged))).toEqual({ flag: MessageFlag.text, body: forged });
  });

  it("stores a flag 3 card with the database's title, price and cover, whatever the browser sent", async () => {
    const product = await server.app.db
      .selectFrom('goods')
      .select(['title', 'price', 'discount_price', 'cover'])
      .where('idx', '=', chat.goodsIdx)
      .executeTakeFirstOrThrow();
    const stored = await storedPm(
      await sendPm(MessageFlag.goods, {
        idx: chat.goodsIdx,
        title: 'Classic shirt (pay at pay.example)',
        price: 100,
        urlCover: 'https://pictures.example/shirt.webp',
      }),
    );
    expect(stored.flag).toBe(MessageFlag.goods);
    expect(JSON.parse(stored.body)).toEqual({
      idx: chat.goodsIdx,
      title: product.title,
      price: Number(product.discount_price ?? product.price),
      urlCover: product.cover,
    });
    expect(Number(product.price)).toBe(2_500);
  });
});

describe('look-alike goods cards in the live chat (issue 19 point 6)', () => {
  it("stores a guest's and an agent's text message, and an agent's edit, sanitized the same way", async () => {
    const agent = await createStaff(server.app);
    const staff = await server.open(agent.token);
    answerReads(staff);
    const guest = await openGuest(server);
    const { subjectIdx } = await begin(guest.socket);
    const fromGuest = await say(guest.socket, subjectIdx, LOOK_ALIKE);
    expect((await ask(staff, 'liveChat.claim', { subjectIdx })).code).toBe(0);
    const fromAgent = await say(staff, subjectIdx, 'Hello');
    expect((await ask(staff, 'liveChat.edit', { idx: fromAgent, body: LOOK_ALIKE })).code).toBe(0);
    const rows = await server.app.db
      .selectFrom('live_messages')
      .select(['idx', 'flag', 'body'])
      .where('idx', 'in', [fromGuest, fromAgent])
      .orderBy('idx')
      .execute();
    expect(rows).toEqual([
      { idx: fromGuest, flag: MessageFlag.text, body: STORED },
      { idx: fromAgent, flag: MessageFlag.text, body: STORED },
    ]);
  });

  it('has no goods cards: a flag 3 message is stored and shown as text (so no title to translate)', async () => {
    const guest = await openGuest(server);
    const { subjectIdx } = await begin(guest.socket);
    const body = JSON.stringify({ idx: chat.goodsIdx });
    const ack = await ask(guest.socket, 'liveChat', { subjectIdx, flag: MessageFlag.goods, body });
    if (!('idx' in ack)) throw new Error(`send failed: ${JSON.stringify(ack)}`);
    const stored = await server.app.db
      .selectFrom('live_messages')
      .select(['flag', 'body'])
      .where('idx', '=', ack.idx)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ flag: MessageFlag.text, body });
    const history = await ask(guest.socket, 'liveChat.history', { subjectIdx });
    expect('rows' in history ? history.rows.map((row) => [row.flag, row.body]) : history).toEqual([
      [MessageFlag.text, body],
    ]);
  });
});
