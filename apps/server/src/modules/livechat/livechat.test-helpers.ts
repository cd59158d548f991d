import { GUEST_TOKEN_HEADER, serverEvents, type ServerEventName } from '@storefront/contract';
import { createBuyer, type AppClient, type TestApp } from '../../../test/test-app.ts';
import { ask, nextEvent, record, type ChatServer, type ChatSocket } from '../pm/pm.test-helpers.ts';

/** Helpers of the live-chat suites (not a test file), on top of the private messages' (pm.test-helpers.ts). */

/** Every event the server may emit: a socket that must hear nothing listens for all of them. */
export const EVERY_SERVER_EVENT = Object.keys(serverEvents) as ServerEventName[];

/** A fresh signed guest token from the `live/chat/guest` call. */
export async function guestToken(app: AppClient): Promise<string> {
  const answer = await app.call<{ guestToken: string }>('live/chat/guest');
  if (answer.body.code !== 0) throw new Error(`guest token: ${JSON.stringify(answer.body)}`);
  return answer.body.data!.guestToken;
}

/** A new staff member (a buyer made staff, as the console's accounts are). */
export async function createStaff(app: AppClient) {
  const person = await createBuyer(app);
  await app.db.updateTable('users').set({ role: 'staff' }).where('idx', '=', person.idx).execute();
  return person;
}

/**
 * Answers incoming live-chat messages as a widget (or console) does: read while `visible.now`.
 * Returns the switch.
 */
export function answerReads(socket: ChatSocket, visible = { now: false }) {
  socket.on('liveChat', (_message: unknown, ack?: (answer: { readed: boolean }) => void) => {
    if (typeof ack === 'function') ack({ readed: visible.now });
  });
  return visible;
}

/** A guest's widget: a token and a connected socket answering reads; its first liveChat.init. */
export async function openGuest(server: ChatServer, token?: string) {
  const guest = token ?? (await guestToken(server.app));
  const socket = await server.open(undefined, 'en', guest);
  const visible = answerReads(socket);
  return { token: guest, socket, visible };
}

/** Begins the shopper's chat and answers its subject idx. */
export async function begin(socket: ChatSocket, page = '/') {
  const ack = await ask(socket, 'liveChat.begin', { page });
  if (ack.code !== 0 || !('subjectIdx' in ack)) throw new Error(`begin failed: ${JSON.stringify(ack)}`);
  return ack;
}

/** Sends and answers the ack's idx (failing unless it is above 0). */
export async function say(socket: ChatSocket, subjectIdx: number, body: string, clientId?: string) {
  const ack = await ask(socket, 'liveChat', { subjectIdx, body, ...(clientId ? { clientId } : {}) });
  if (ack.code !== 0 || !('idx' in ack) || ack.idx <= 0) throw new Error(`send failed: ${JSON.stringify(ack)}`);
  return ack.idx;
}

/** The message list call, as a guest (x-guest) or an account. */
export function listCall(
  app: TestApp,
  payload: { subjectIdx: number; idx?: number },
  who: { guest?: string; token?: string },
) {
  return app.call<Array<{ idx: number; body: string }>>('/live/chat/message/list', payload, {
    ...(who.token ? { token: who.token } : {}),
    headers: who.guest ? { [GUEST_TOKEN_HEADER]: who.guest } : {},
  });
}

/** Records everything a socket hears from now on; `settled` makes one round trip so anything emitted before it arrived. */
export function hearsNothing(socket: ChatSocket) {
  const seen = record(socket, EVERY_SERVER_EVENT);
  return {
    seen,
    async settled() {
      await ask(socket, 'liveChat.history', { subjectIdx: 2_000_000_000 });
      return seen;
    },
  };
}

export { ask, nextEvent };
