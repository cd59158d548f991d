import { MessageFlag, type PmMessage, type ServerPayloadOf } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { describe, expect, it } from 'vitest';
import { ask, type ChatSocket, firstInit, nextEvent, record, useChatServer } from './pm.test-helpers.ts';

/*
 * Issue 20 point 2: a goods card keeps its product's title as it was sent, and a reader sees it
 * in their own language where the product has a translation into it, else as sent: over HTTP,
 * over the socket's history, in the live push (each socket in its own language, through the
 * user's language rooms) and in the catch-up after a reconnection.
 */

const server = useChatServer({ PM_SEND_WINDOW_SECONDS: '3600' });

async function list(token: string, subjectIdx: number, lang: string) {
  const { body } = await server.app.call<Page<PmMessage>>('pm/message/list', { subjectIdx }, { token, lang });
  return body.data?.rows ?? [];
}

describe("goods cards in the reader's language", () => {
  it('shows the seller reading in German the German title, in French the one sent', async () => {
    const talk = await server.conversation();
    const { title: original } = await server.app.db
      .selectFrom('goods')
      .select('title')
      .where('idx', '=', talk.goodsIdx)
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('goods_translations')
      .values({ goods_idx: talk.goodsIdx, lang: 'de', title: 'Klassisches Hemd', description: '' })
      .execute();
    const socket = await server.open(talk.buyer.token);
    await ask(socket, 'pm', { subjectIdx: talk.subjectIdx, body: 'hello' });
    await ask(socket, 'pm', {
      subjectIdx: talk.subjectIdx,
      flag: MessageFlag.goods,
      body: JSON.stringify({ idx: talk.goodsIdx }),
    });

    const german = await list(talk.seller.token, talk.subjectIdx, 'de');
    expect(german.map((row) => row.body)).toEqual([
      'hello',
      expect.objectContaining({ idx: talk.goodsIdx, title: 'Klassisches Hemd' }),
    ]);
    const french = await list(talk.seller.token, talk.subjectIdx, 'fr');
    expect(french[1]?.body).toMatchObject({ idx: talk.goodsIdx, title: original });
    expect(original).not.toBe('Klassisches Hemd');
  });
});

async function titleOf(goodsIdx: number): Promise<string> {
  const row = await server.app.db
    .selectFrom('goods')
    .select('title')
    .where('idx', '=', goodsIdx)
    .executeTakeFirstOrThrow();
  return row.title;
}

async function translate(goodsIdx: number, lang: string, title: string): Promise<void> {
  await server.app.db
    .insertInto('goods_translations')
    .values({ goods_idx: goodsIdx, lang, title, description: '' })
    .execute();
}

const card = (goodsIdx: number) => ({ flag: MessageFlag.goods, body: JSON.stringify({ idx: goodsIdx }) });
const titleIn = (message: PmMessage | undefined) =>
  message && typeof message.body === 'object' ? message.body.title : `not a card: ${JSON.stringify(message)}`;

/** The goods cards among what a socket recorded of `pm`. */
const cardsHeard = (seen: Array<{ event: string; payload: unknown }>) =>
  seen.map((entry) => entry.payload as ServerPayloadOf<'pm'>).filter((message) => message.flag === MessageFlag.goods);

/**
 * Waits until every socket has heard the text `marker` (sent after the card): a socket's events
 * arrive in order, so by then each has heard everything the card's push sent it.
 */
async function heardAfter(sockets: ChatSocket[], send: () => Promise<unknown>, marker: string): Promise<void> {
  const heard = sockets.map((socket) => nextEvent(socket, 'pm', (message) => message.body === marker));
  await send();
  await Promise.all(heard);
}

describe("goods cards in the reader's language over the socket", () => {
  it("gives each socket its language's title in the live push, pm.history and the pm.since catch-up", async () => {
    const talk = await server.conversation();
    const original = await titleOf(talk.goodsIdx);
    await translate(talk.goodsIdx, 'de', 'Klassisches Hemd');
    await translate(talk.goodsIdx, 'fr', 'Chemise classique');
    // The seller reads in German, French and English at once (three tabs); the buyer in Spanish,
    // into which the product has no translation.
    const buyer = await server.open(talk.buyer.token, 'es');
    const german = await server.open(talk.seller.token, 'de');
    const french = await server.open(talk.seller.token, 'fr');
    const english = await server.open(talk.seller.token, 'en');
    const readers = [buyer, german, french, english];
    const { position: before } = await firstInit(german);
    const seen = readers.map((socket) => record(socket, ['pm']));

    const hello = await ask(buyer, 'pm', { subjectIdx: talk.subjectIdx, body: 'hello' });
    const sent = await ask(buyer, 'pm', { subjectIdx: talk.subjectIdx, ...card(talk.goodsIdx) });
    expect(sent.code).toBe(0);
    await heardAfter(readers, () => ask(buyer, 'pm', { subjectIdx: talk.subjectIdx, body: 'after' }), 'after');

    // The live push: one card per socket, in that socket's language, the rest of it the same.
    const pushed = seen.map(cardsHeard);
    expect(pushed.map((cards) => cards.length)).toEqual([1, 1, 1, 1]);
    expect(pushed.map((cards) => titleIn(cards[0]))).toEqual([
      original,
      'Klassisches Hemd',
      'Chemise classique',
      original,
    ]);
    const toGerman = pushed[1]![0]!;
    const toEnglish = pushed[3]![0]!;
    expect({ ...toGerman, body: null }).toEqual({ ...toEnglish, body: null });
    expect(toGerman.body).toEqual({ ...(toEnglish.body as object), title: 'Klassisches Hemd' });

    // pm.history: the socket's language.
    const history = async (socket: ChatSocket) => {
      const answer = await ask(socket, 'pm.history', { subjectIdx: talk.subjectIdx });
      return 'rows' in answer ? answer.rows.find((row) => row.flag === MessageFlag.goods) : undefined;
    };
    expect(await Promise.all(readers.map(history)).then((rows) => rows.map(titleIn))).toEqual([
      original,
      'Klassisches Hemd',
      'Chemise classique',
      original,
    ]);

    // The catch-up after a reconnection, with a revoke in it: the card keeps its language's title.
    if (!('idx' in hello)) throw new Error(`hello not sent: ${JSON.stringify(hello)}`);
    expect((await ask(buyer, 'pm.revoke', { idx: hello.idx })).code).toBe(0);
    const catchUp = async (socket: ChatSocket) => {
      const answer = await ask(socket, 'pm.since', { position: before });
      if (!('changes' in answer)) throw new Error(`pm.since refused: ${JSON.stringify(answer)}`);
      expect(answer.changes.map((change) => change.kind)).toEqual(['message', 'message', 'revoke']);
      const found = answer.changes.find(
        (change) => change.kind === 'message' && change.message.flag === MessageFlag.goods,
      );
      return found?.kind === 'message' ? found.message : undefined;
    };
    const caughtUp = await Promise.all([german, english].map(catchUp));
    expect(caughtUp.map(titleIn)).toEqual(['Klassisches Hemd', original]);
    expect(caughtUp[0]?.position).toBe(toGerman.position);
  });

  it('shows a product with no translation by its own title to a German reader everywhere', async () => {
    const talk = await server.conversation();
    const original = await titleOf(talk.goodsIdx);
    const buyer = await server.open(talk.buyer.token, 'en');
    const german = await server.open(talk.seller.token, 'de');
    const { position: before } = await firstInit(german);
    const pushed = nextEvent(german, 'pm', (message) => message.flag === MessageFlag.goods);
    expect((await ask(buyer, 'pm', { subjectIdx: talk.subjectIdx, ...card(talk.goodsIdx) })).code).toBe(0);
    expect(titleIn(await pushed)).toBe(original);
    const history = await ask(german, 'pm.history', { subjectIdx: talk.subjectIdx });
    expect('rows' in history ? history.rows.map(titleIn) : history).toEqual([original]);
    const since = await ask(german, 'pm.since', { position: before });
    expect(
      'changes' in since ? since.changes.map((c) => (c.kind === 'message' ? titleIn(c.message) : c.kind)) : since,
    ).toEqual([original]);
  });

  it("reads in the user's own language when the socket's handshake names none", async () => {
    const talk = await server.conversation();
    await translate(talk.goodsIdx, 'de', 'Klassisches Hemd');
    await server.app.db.updateTable('users').set({ lang: 'de' }).where('idx', '=', talk.seller.idx).execute();
    const buyer = await server.open(talk.buyer.token, 'en');
    const seller = await server.open(talk.seller.token);
    const pushed = nextEvent(seller, 'pm', (message) => message.flag === MessageFlag.goods);
    expect((await ask(buyer, 'pm', { subjectIdx: talk.subjectIdx, ...card(talk.goodsIdx) })).code).toBe(0);
    expect(titleIn(await pushed)).toBe('Klassisches Hemd');
    const history = await ask(seller, 'pm.history', { subjectIdx: talk.subjectIdx });
    expect('rows' in history ? history.rows.map(titleIn) : history).toEqual(['Klassisches Hemd']);
  });
});
