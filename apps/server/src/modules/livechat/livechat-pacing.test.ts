import { TYPING_PREVIEW_MAX_CHARS, TYPING_THROTTLE_MS } from '@storefront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server-messages.ts';
import { record, useChatServer, type ChatSocket } from '../pm/pm.test-helpers.ts';
import { ask, begin, createStaff, nextEvent, openGuest, say } from './livechat.test-helpers.ts';

/** Issue 19, point 4: typing, page changes and begins are paced per socket on the server. */
const server = useChatServer();
let consoles: ChatSocket[];

beforeAll(async () => {
  const staff = await Promise.all([createStaff(server.app), createStaff(server.app), createStaff(server.app)]);
  consoles = await Promise.all(staff.map((person) => server.open(person.token)));
});

/** A guest whose first question queues the conversation (every console hears its typing then). */
async function queuedGuest() {
  const guest = await openGuest(server);
  const { subjectIdx } = await begin(guest.socket);
  const arrived = Promise.all(
    consoles.map((socket) => nextEvent(socket, 'liveChat', (m) => m.subjectIdx === subjectIdx)),
  );
  await say(guest.socket, subjectIdx, 'Hello?');
  await arrived;
  return { ...guest, subjectIdx };
}

describe('pacing of chatty live-chat events (issue 19, point 4)', () => {
  it('passes a burst of 200 typing events of 10 kB on at most once per 100 ms, the latest last, its preview cut', async () => {
    const guest = await queuedGuest();
    const heard = consoles.map((socket) => record(socket, ['inputing']));
    const last = 'Z'.repeat(10_000);
    const lastArrived = Promise.all(
      consoles.map((socket) => nextEvent(socket, 'inputing', (typing) => typing.text.startsWith('Z'))),
    );
    const started = Date.now();
    for (let i = 0; i < 199; i++) {
      guest.socket.emit('inputing', {
        subjectIdx: guest.subjectIdx,
        inputing: true,
        text: String(i % 10).repeat(10_000),
      });
    }
    guest.socket.emit('inputing', { subjectIdx: guest.subjectIdx, inputing: true, text: last });
    await lastArrived;
    const elapsed = Date.now() - started;
    const bound = Math.ceil(elapsed / TYPING_THROTTLE_MS) + 1;
    const bytes = heard.flat().reduce((sum, { payload }) => sum + JSON.stringify(payload).length, 0);
    // The probe: 200 × 10 kB reached each of three consoles, 6 MB in all.
    console.info(
      `typing burst: ${elapsed} ms, ${heard.map((h) => h.length).join('/')} events, ${bytes} bytes over 3 consoles`,
    );
    for (const events of heard) {
      expect(events.length).toBeLessThanOrEqual(bound);
      expect(events.at(-1)!.payload).toEqual({
        subjectIdx: guest.subjectIdx,
        inputing: true,
        text: 'Z'.repeat(TYPING_PREVIEW_MAX_CHARS),
      });
      for (const { payload } of events)
        expect((payload as { text: string }).text.length).toBeLessThanOrEqual(TYPING_PREVIEW_MAX_CHARS);
    }
    expect(bytes).toBeLessThan(3 * bound * (TYPING_PREVIEW_MAX_CHARS + 100));
  });

  it('passes a burst of page changes on as the latest page, not one update per event', async () => {
    const guest = await queuedGuest();
    const updates = record(consoles[0]!, ['liveChat.conversation']);
    const lastPage = nextEvent(
      consoles[0]!,
      'liveChat.conversation',
      (c) => c.subjectIdx === guest.subjectIdx && c.page === '/last',
    );
    for (let i = 0; i < 50; i++)
      guest.socket.emit('liveChat.page', { subjectIdx: guest.subjectIdx, page: `/goods/${i}` });
    guest.socket.emit('liveChat.page', { subjectIdx: guest.subjectIdx, page: '/last' });
    await lastPage;
    expect(updates.length).toBeLessThanOrEqual(3);
  });

  it('refuses begins past the socket’s window with 4029, translated', async () => {
    const guest = await openGuest(server);
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await ask(guest.socket, 'liveChat.begin', { page: '/' }));
    expect(answers.slice(0, 5).every((answer) => answer.code === 0)).toBe(true);
    expect(answers.slice(5)).toEqual([
      { code: 4029, message: translate('tooManyRequests', 'en') },
      { code: 4029, message: translate('tooManyRequests', 'en') },
    ]);
  });

  it('refuses begins past the shopper’s LIVE_BEGIN_LIMIT per minute over all their sockets with 4029', async () => {
    const first = await openGuest(server);
    const sockets = [
      first.socket,
      ...(await Promise.all([1, 2, 3, 4].map(() => openGuest(server, first.token)))).map((guest) => guest.socket),
    ];
    const codes: number[] = [];
    for (const socket of sockets) {
      for (let i = 0; i < 5; i++) codes.push((await ask(socket, 'liveChat.begin', { page: '/' })).code);
    }
    expect(server.app.env.LIVE_BEGIN_LIMIT).toBe(20);
    expect(codes).toEqual([...Array.from({ length: 20 }, () => 0), 4029, 4029, 4029, 4029, 4029]);
  });
});
