// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../api/session-store.ts';
import { setSocketOrigin, useSocketStatus } from '../../api/socket-client.ts';
import { queryClient } from '../../api/query-client.ts';
import { pmKeys, type MessagePages } from './pm-cache.ts';
import { canSendNow } from '../../chat/chat-send.ts';
import { startPmLive } from './pm-live.ts';
import { chatWithShop, sendPm } from './pm-data.ts';
import { usePendingGoodsStore } from './pending-goods-store.ts';
import { usePmScreen } from './pm-screen-store.ts';
import en from '../../locales/en.json';

/*
 * The data layer's sends against a real socket.io server that answers as told: what the client
 * counts as sent (spec 4: only an ack with idx above 0), what it retries (a lost ack, with the
 * same client id) and what it does not (a refusal), and the pending product of 'chat with seller'.
 */

type Answer = { code: number; idx?: number; message?: string } | 'no ack';
let http: HttpServer;
let io: Server;
let answers: Answer[] = [];
let received: { subjectIdx: number; body: unknown; flag?: number; clientId?: string }[] = [];
let nextIdx = 100;

beforeAll(async () => {
  setTexts(createTexts('en', en));
  http = createServer();
  io = new Server(http, { path: '/io/', transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('pm', (payload: (typeof received)[number], ack: (answer: unknown) => void) => {
      received.push(payload);
      const answer = answers.shift() ?? { code: 0 };
      if (answer === 'no ack') return;
      const idx = answer.idx ?? nextIdx++;
      ack({ ...answer, idx });
      if (answer.code === 0 && idx > 0)
        socket.emit('pm', {
          idx,
          subjectIdx: payload.subjectIdx,
          body: payload.body,
          flag: payload.flag ?? 1,
          owner: true,
          staff: false,
          senderIdx: 7,
          readed: false,
          createAt: new Date().toISOString(),
          position: idx,
        });
    });
    socket.on('pm.subject.inquiry', (payload: { shopIdx: number }, ack: (answer: unknown) => void) =>
      ack({
        code: 0,
        subject: {
          idx: 9,
          buyerIdx: 7,
          sellerIdx: 8,
          shopIdx: payload.shopIdx,
          user: { idx: payload.shopIdx, avatar: '', shopName: 'Shop', remark: '' },
          unread: 0,
          updateAt: new Date().toISOString(),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  // The test names the server; the signed-in user's live layer listening connects.
  setSocketOrigin(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  useSessionStore.setState({ user: { idx: 7, name: 'Bea', avatar: '' } });
  startPmLive();
  await new Promise<void>((resolve) => {
    if (useSocketStatus.getState().status === 2) return resolve();
    const stop = useSocketStatus.subscribe(({ status }) => status === 2 && (stop(), resolve()));
  });
});
afterAll(async () => {
  useSessionStore.setState({ user: {} });
  await io.close();
});
beforeEach(() => {
  answers = [];
  received = [];
  // The conversation's messages are in the cache, as when the screen shows it.
  queryClient.setQueryData<MessagePages>(pmKeys.messages(5), { pages: [[]], pageParams: [null] });
});

const cached = (subjectIdx: number) =>
  (queryClient.getQueryData<MessagePages>(pmKeys.messages(subjectIdx))?.pages.flat() ?? []).map((m) => m.idx);

describe('sending a private message (spec 4)', () => {
  it('counts a message as sent only when the ack carries an idx above 0, and then it is in the cache', async () => {
    answers = [{ code: 0, idx: 41 }];
    expect(await sendPm(5, { body: 'Hello' })).toEqual({ ok: true, value: { idx: 41 } });
    expect(cached(5)).toContain(41);
    // Spec 3: a message sent from the box carries body and owner true.
    expect(received[0]).toEqual({ subjectIdx: 5, body: 'Hello', owner: true, clientId: expect.any(String) });
    answers = [{ code: 0, idx: 0 }];
    const zero = await sendPm(5, { body: 'Hello again' });
    expect(zero.ok).toBe(false);
    expect(received.map((r) => r.clientId)).toHaveLength(2);
  });

  it('allows no other send meanwhile, sends a lost ack again with the same client id, and a refusal only once with its message', async () => {
    answers = ['no ack', { code: 0, idx: 42 }];
    expect(canSendNow()).toBe(true);
    const sending = sendPm(5, { body: 'Are you there?' });
    // Spec 4: no sending while a send is in progress.
    expect(canSendNow()).toBe(false);
    // SOCKET_ACK_TIMEOUT_MS is 10 s: the retry comes after it.
    expect(await sending).toEqual({ ok: true, value: { idx: 42 } });
    expect(received).toHaveLength(2);
    expect(received[0]!.clientId).toBeTruthy();
    expect(received[1]!.clientId).toBe(received[0]!.clientId);
    expect(canSendNow()).toBe(true);

    received = [];
    answers = [{ code: 4029, idx: 0, message: 'Slow down' }];
    expect(await sendPm(5, { body: 'Flood' })).toEqual({ ok: false, message: 'Slow down' });
    expect(received).toHaveLength(1);
  }, 20_000);

  it('leaves the product of "chat with seller" pending, once however often it is pressed, and sends it only when asked', async () => {
    queryClient.setQueryData<MessagePages>(pmKeys.messages(9), { pages: [[]], pageParams: [null] });
    const card = { idx: 31, title: 'Glass kettle', price: 3999, urlCover: '/uploads/kettle.webp' };
    // Pressed twice before the first answer, then once more: one conversation, one pending card.
    const [opened, again] = await Promise.all([chatWithShop(13, card), chatWithShop(13, card)]);
    expect(opened).toEqual({ ok: true, value: { subjectIdx: 9 } });
    expect(again).toEqual(opened);
    expect(await chatWithShop(13, card)).toEqual(opened);
    expect(received).toEqual([]);
    expect(usePendingGoodsStore.getState().pending).toEqual({ subjectIdx: 9, goods: card });
    expect(usePmScreen.getState()).toMatchObject({ open: true, subjectIdx: 9 });
    // Spec 4: sending the product message clears the pending product.
    expect((await sendPm(9, { flag: 3, body: card })).ok).toBe(true);
    expect(received).toEqual([{ subjectIdx: 9, flag: 3, body: card, owner: true, clientId: expect.any(String) }]);
    expect(usePendingGoodsStore.getState().pending).toBeNull();
  });

  it('refuses a send with no subject chosen (spec 5: below 0) with plsChoiceSubject, and emits nothing', async () => {
    expect(await sendPm(-1, { body: 'Hello?' })).toEqual({ ok: false, message: 'Please choose a conversation first' });
    expect(received).toEqual([]);
  });
});
