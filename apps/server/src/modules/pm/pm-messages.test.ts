import { randomUUID } from 'node:crypto';
import { MessageFlag, PM_BODY_MAX_CHARS, type PmMessage } from '@storefront/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import { createShop } from '../../../test/commerce-helpers.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';
import {
  ask,
  nextEvent,
  storedMessages,
  type ChatSocket,
  type Conversation,
  useChatServer,
} from './pm.test-helpers.ts';

// An hour's window, so the flood test cannot straddle two windows.
const server = useChatServer({ PM_SEND_WINDOW_SECONDS: '3600' });
let chat: Conversation;
let buyerSocket: ChatSocket;
let sellerSocket: ChatSocket;

beforeAll(async () => {
  chat = await server.conversation();
  buyerSocket = await server.open(chat.buyer.token);
  sellerSocket = await server.open(chat.seller.token);
});

const isIdx = (idx: number) => (message: PmMessage) => message.idx === idx;

/** Sends from one party and returns the ack's idx and what the other party received. */
async function sendAndDeliver(from: ChatSocket, to: ChatSocket, flag: number | undefined, body: unknown) {
  const delivered = nextEvent(to, 'pm', (m) => m.subjectIdx === chat.subjectIdx);
  const echoed = nextEvent(from, 'pm', (m) => m.subjectIdx === chat.subjectIdx);
  const ack = await ask(from, 'pm', {
    subjectIdx: chat.subjectIdx,
    ...(flag === undefined ? {} : { flag }),
    body: body as string,
    clientId: randomUUID(),
  });
  expect(ack.code, JSON.stringify(ack)).toBe(0);
  const idx = 'idx' in ack ? ack.idx : 0;
  expect(idx).toBeGreaterThan(0);
  const [received, echo] = await Promise.all([delivered, echoed]);
  expect(received.idx).toBe(idx);
  expect(echo.idx).toBe(idx);
  return { idx, received, echo };
}

describe('pm: sending (spec 2.4, 7.4)', () => {
  it('delivers text both ways: stored before the ack, which carries its idx; each side sees its own as owner', async () => {
    const fromBuyer = await sendAndDeliver(buyerSocket, sellerSocket, undefined, 'Hello, is the shirt in stock?');
    expect(fromBuyer.received).toMatchObject({
      body: 'Hello, is the shirt in stock?',
      flag: MessageFlag.text,
      owner: false,
      staff: false,
      senderIdx: chat.buyer.idx,
      readed: false,
    });
    expect(fromBuyer.echo.owner).toBe(true);
    expect(fromBuyer.received.position).toBeGreaterThan(0);

    const fromSeller = await sendAndDeliver(sellerSocket, buyerSocket, MessageFlag.text, 'Yes, all sizes.');
    expect(fromSeller.received).toMatchObject({ body: 'Yes, all sizes.', owner: false, senderIdx: chat.seller.idx });
    expect(fromSeller.idx).toBeGreaterThan(fromBuyer.idx);

    const stored = await server.app.db
      .selectFrom('pm_messages')
      .select(['idx', 'body'])
      .where('idx', 'in', [fromBuyer.idx, fromSeller.idx])
      .execute();
    expect(stored).toHaveLength(2);
  });

  it('delivers pictures both ways: only an upload of the sender, which the other party may then fetch', async () => {
    const picture = await uploadPhoto(server.app, chat.buyer.token, 'private');
    const fromBuyer = await sendAndDeliver(buyerSocket, sellerSocket, MessageFlag.image, picture);
    expect(fromBuyer.received).toMatchObject({ flag: MessageFlag.image, body: picture });
    const asSeller = await server.app.app.inject({
      method: 'GET',
      url: picture,
      headers: { 'x-token': chat.seller.token },
    });
    expect(asSeller.statusCode).toBe(200);

    const reply = await uploadPhoto(server.app, chat.seller.token, 'private');
    const fromSeller = await sendAndDeliver(sellerSocket, buyerSocket, MessageFlag.image, reply);
    expect(fromSeller.received.body).toBe(reply);

    // Someone else's picture, or an address from elsewhere, is refused and nothing is stored.
    const before = await storedMessages(server.app, chat.subjectIdx);
    for (const body of [reply, 'https://evil.example/x.png', '/uploads/u/2026/01/nothing-here-at-all.webp']) {
      const ack = await ask(buyerSocket, 'pm', { subjectIdx: chat.subjectIdx, flag: MessageFlag.image, body });
      expect(ack).toMatchObject({ code: 4000, field: 'body', message: 'Please upload the picture again' });
    }
    expect(await storedMessages(server.app, chat.subjectIdx)).toBe(before);
  });

  it('delivers goods cards both ways with the product as it is when sent, whatever the browser says', async () => {
    const fromBuyer = await sendAndDeliver(buyerSocket, sellerSocket, MessageFlag.goods, {
      idx: chat.goodsIdx,
      title: 'Free iPhone',
      price: 1,
      urlCover: 'https://evil.example/x.png',
    });
    expect(fromBuyer.received.body).toEqual({
      idx: chat.goodsIdx,
      title: expect.stringMatching(/^Test Shirt/) as unknown,
      price: 2_500,
      urlCover: '/uploads/seed/goods/shirt-400.webp',
    });
    // The spec's other shape: the card as a JSON string.
    const fromSeller = await sendAndDeliver(
      sellerSocket,
      buyerSocket,
      MessageFlag.goods,
      JSON.stringify({ idx: chat.goodsIdx }),
    );
    expect(fromSeller.received.body).toMatchObject({ idx: chat.goodsIdx, price: 2_500 });

    // The card keeps the price it had when sent.
    await server.app.db.updateTable('goods').set({ price: 9_999 }).where('idx', '=', chat.goodsIdx).execute();
    const history = await ask(buyerSocket, 'pm.history', { subjectIdx: chat.subjectIdx });
    const card = 'rows' in history ? history.rows.find(isIdx(fromBuyer.idx)) : undefined;
    expect(card?.body).toMatchObject({ price: 2_500 });
    await server.app.db.updateTable('goods').set({ price: 2_500 }).where('idx', '=', chat.goodsIdx).execute();
  });

  it("refuses a goods card of another shop's product", async () => {
    const other = await createShop(server.app);
    const ack = await ask(buyerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      flag: MessageFlag.goods,
      body: { idx: other.skus[0]!.goodsIdx },
    });
    expect(ack).toMatchObject({ code: 4000, field: 'body' });
  });

  it('stores a retried send once and acknowledges both with the same idx, even when they race', async () => {
    const clientId = randomUUID();
    const payload = { subjectIdx: chat.subjectIdx, body: 'Sent twice, stored once', clientId };
    const before = await storedMessages(server.app, chat.subjectIdx);
    const [first, second] = await Promise.all([ask(buyerSocket, 'pm', payload), ask(buyerSocket, 'pm', payload)]);
    const again = await ask(buyerSocket, 'pm', payload);
    expect(first.code).toBe(0);
    const idx = 'idx' in first ? first.idx : 0;
    expect(second).toEqual({ code: 0, idx });
    expect(again).toEqual({ code: 0, idx });
    expect(await storedMessages(server.app, chat.subjectIdx)).toBe(before + 1);
  });

  it('serves a send shaped exactly as the spec says (subjectIdx, flag, body), without a client id', async () => {
    const delivered = nextEvent(sellerSocket, 'pm', (m) => m.body === 'No client id');
    const ack = await ask(buyerSocket, 'pm', { subjectIdx: chat.subjectIdx, flag: 1, body: 'No client id' });
    expect(ack.code).toBe(0);
    expect((await delivered).idx).toBe('idx' in ack ? ack.idx : -1);
  });

  it("accepts the box's owner: true (spec 3) and takes identity from the socket, not from it", async () => {
    // The seller's send says owner true, the buyer's owner false: neither changes who sent it.
    const toBuyer = nextEvent(buyerSocket, 'pm', (m) => m.body === 'Owner says the seller');
    const sellerAck = await ask(sellerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      body: 'Owner says the seller',
      owner: true,
    });
    expect(sellerAck.code, JSON.stringify(sellerAck)).toBe(0);
    expect(await toBuyer).toMatchObject({ owner: false, senderIdx: chat.seller.idx });
    const toSeller = nextEvent(sellerSocket, 'pm', (m) => m.body === 'Owner false from the buyer');
    const echo = nextEvent(buyerSocket, 'pm', (m) => m.body === 'Owner false from the buyer');
    const buyerAck = await ask(buyerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      body: 'Owner false from the buyer',
      owner: false,
    });
    expect(buyerAck.code, JSON.stringify(buyerAck)).toBe(0);
    expect(await toSeller).toMatchObject({ owner: false, senderIdx: chat.buyer.idx });
    expect(await echo).toMatchObject({ owner: true, senderIdx: chat.buyer.idx });
  });

  it('stores HTML sanitized: links made safe and opened in a new tab, scripts and foreign images gone', async () => {
    const delivered = nextEvent(sellerSocket, 'pm', (m) => typeof m.body === 'string' && m.body.includes('docs'));
    const ack = await ask(buyerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      body:
        '<b>See</b> <a href="https://example.com/docs" onclick="steal()">docs</a><script>alert(1)</script>' +
        '<img src="https://evil.example/t.gif"><img src="/emoji/007.png" onerror="x()">',
    });
    expect(ack.code).toBe(0);
    expect((await delivered).body).toBe(
      '<b>See</b> <a href="https://example.com/docs" rel="noopener noreferrer nofollow" target="_blank">docs</a><img src="/emoji/007.png" />',
    );
  });

  it('refuses an empty or too long message with a translated error and stores nothing', async () => {
    const german = await server.open(chat.buyer.token, 'de');
    const before = await storedMessages(server.app, chat.subjectIdx);
    const empty = await ask(german, 'pm', { subjectIdx: chat.subjectIdx, body: '<script>alert(1)</script> ' });
    expect(empty).toEqual({ code: 4000, field: 'body', message: 'Bitte geben Sie eine Nachricht ein' });
    const long = await ask(german, 'pm', { subjectIdx: chat.subjectIdx, body: 'x'.repeat(PM_BODY_MAX_CHARS + 1) });
    expect(long).toEqual({
      code: 4000,
      field: 'body',
      message: `Die Nachricht ist zu lang (höchstens ${PM_BODY_MAX_CHARS} Zeichen)`,
    });
    const exactly = await ask(german, 'pm', { subjectIdx: chat.subjectIdx, body: 'x'.repeat(PM_BODY_MAX_CHARS) });
    expect(exactly.code).toBe(0);
    expect(await storedMessages(server.app, chat.subjectIdx)).toBe(before + 1);
  });

  it('answers a malformed payload with 4000 naming the field, and a guest with 4012', async () => {
    expect(await ask(buyerSocket, 'pm', { subjectIdx: 'x' as unknown as number, body: 'hi' })).toMatchObject({
      code: 4000,
      field: 'subjectIdx',
    });
    const guest = await server.open();
    expect(await ask(guest, 'pm', { subjectIdx: chat.subjectIdx, body: 'hi' })).toMatchObject({ code: 4012 });
  });
});

describe('pm: sending across a migration', () => {
  it('keeps storing after a column is added to pm_messages (the prepared send names its columns)', async () => {
    await sendAndDeliver(buyerSocket, sellerSocket, undefined, 'before the migration');
    await sql`alter table pm_messages add column later_column text`.execute(server.app.db);
    try {
      for (let n = 0; n < 3; n++) {
        const { received } = await sendAndDeliver(buyerSocket, sellerSocket, undefined, `after the migration ${n}`);
        expect(received.body).toBe(`after the migration ${n}`);
      }
    } finally {
      await sql`alter table pm_messages drop column later_column`.execute(server.app.db);
    }
  });
});

describe('pm flood limit', () => {
  it('refuses sends past PM_SEND_LIMIT per window with 4029, translated, and stores nothing', async () => {
    const flooder = await server.conversation();
    const socket = await server.open(flooder.buyer.token, 'fr');
    for (let n = 0; n < server.app.env.PM_SEND_LIMIT; n++) {
      const ack = await ask(socket, 'pm', { subjectIdx: flooder.subjectIdx, body: `message ${n}` });
      expect(ack.code).toBe(0);
    }
    const over = await ask(socket, 'pm', { subjectIdx: flooder.subjectIdx, body: 'one too many' });
    expect(over).toEqual({ code: 4029, message: 'Vous envoyez des messages trop vite, veuillez patienter un instant' });
    expect(await storedMessages(server.app, flooder.subjectIdx)).toBe(server.app.env.PM_SEND_LIMIT);
  });
});

describe('pm.subject.inquiry', () => {
  it('gives two concurrent openings of the same shop one conversation', async () => {
    const [buyer, shop] = await Promise.all([createBuyer(server.app), createShop(server.app)]);
    const [tabA, tabB] = await Promise.all([server.open(buyer.token), server.open(buyer.token)]);
    const [a, b] = await Promise.all([
      ask(tabA, 'pm.subject.inquiry', { shopIdx: shop.idx }),
      ask(tabB, 'pm.subject.inquiry', { shopIdx: shop.idx }),
    ]);
    const subjectA = 'subject' in a ? a.subject : undefined;
    const subjectB = 'subject' in b ? b.subject : undefined;
    expect(subjectA?.idx).toBeGreaterThan(0);
    expect(subjectB?.idx).toBe(subjectA?.idx);
    expect(subjectA).toMatchObject({
      buyerIdx: buyer.idx,
      sellerIdx: shop.owner.idx,
      shopIdx: shop.idx,
      unread: 0,
      user: { idx: shop.idx, remark: '' },
    });
    const rows = await server.app.db
      .selectFrom('pm_subjects')
      .select('idx')
      .where('buyer_idx', '=', buyer.idx)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses one's own shop (4003) and an unknown one (4004)", async () => {
    const own = await ask(sellerSocket, 'pm.subject.inquiry', { shopIdx: chat.shop.idx });
    expect(own).toMatchObject({ code: 4003, message: 'You cannot send messages to your own shop' });
    expect(await ask(buyerSocket, 'pm.subject.inquiry', { shopIdx: 999_999 })).toMatchObject({ code: 4004 });
  });
});

describe('pm: limits (issue 19)', () => {
  it('answers a resend of a stored client id with its idx even past the flood limit; a new one gets 4029', async () => {
    const flooder = await server.conversation();
    const socket = await server.open(flooder.buyer.token);
    const firstId = randomUUID();
    const first = await ask(socket, 'pm', { subjectIdx: flooder.subjectIdx, body: 'first', clientId: firstId });
    expect(first.code).toBe(0);
    for (let n = 1; n < server.app.env.PM_SEND_LIMIT; n++) {
      expect((await ask(socket, 'pm', { subjectIdx: flooder.subjectIdx, body: `message ${n}` })).code).toBe(0);
    }
    const resent = await ask(socket, 'pm', { subjectIdx: flooder.subjectIdx, body: 'first', clientId: firstId });
    expect(resent).toEqual({ code: 0, idx: 'idx' in first ? first.idx : -1 });
    const fresh = await ask(socket, 'pm', { subjectIdx: flooder.subjectIdx, body: 'new', clientId: randomUUID() });
    expect(fresh).toMatchObject({ code: 4029 });
    expect(await storedMessages(server.app, flooder.subjectIdx)).toBe(server.app.env.PM_SEND_LIMIT);
  });
});
