import type { AckDataOf, ClientEventName, ClientPayloadOf } from '@storefront/contract';
import { ConnectionStatus } from '@storefront/contract/constants';
import { texts as appTexts } from '../lib/i18n/texts.ts';
import { create } from 'zustand';
import { emitWithAck, useSocketStatus, type SocketAnswer } from '../api/socket-client.ts';
import type { ChatMessage, ConversationCache } from './conversation-cache.ts';

/*
 * Sending and answering (spec 4), the same in every chat: a socket answer as a result (the ack's
 * data, or the message to show), the sending rule (connected and no send in progress), and a
 * message sent with a client id, so a send whose ack was lost can go again and is still stored
 * once (DESIGN.md section 4), then awaited until its own echo is in the conversation.
 */

/** What an action answered: ok with the ack's data, or the (translated) message to show. */
export type ChatResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string };

/** The texts of a failure the server did not word: no connection, or no (or an empty) answer. */
export interface FailureTexts {
  offline: string;
  failed: string;
}

const CHAT_TEXTS: FailureTexts = { offline: 'chat.offline', failed: 'chat.failed' };

/** A failure with the server's message, or the chat's own words when it gave none. */
export function chatFailure(message?: string, texts: FailureTexts = CHAT_TEXTS): { ok: false; message: string } {
  return { ok: false, message: message || appTexts.t(texts.failed) };
}

/** A socket answer as a result: the ack's data when its code is 0, else its translated message. */
export function resultOf<E extends ClientEventName>(
  answer: SocketAnswer<E>,
  texts: FailureTexts = CHAT_TEXTS,
): ChatResult<AckDataOf<E>> {
  if (answer.ok) return { ok: true, value: answer.data };
  if (answer.lost) return { ok: false, message: appTexts.t(answer.lost === 'offline' ? texts.offline : texts.failed) };
  return chatFailure(answer.message, texts);
}

/** The events that send a chat message. */
export type SendEvent = 'pm' | 'liveChat';

/** Sends on their way: sending is allowed only when none is (spec 4). */
const useSending = create<{ count: number }>(() => ({ count: 0 }));

/** Spec 4 sending permission: connected and no send in progress. */
export function useCanSend(): boolean {
  const connected = useSocketStatus((state) => state.status === ConnectionStatus.connected);
  const sending = useSending((state) => state.count > 0);
  return connected && !sending;
}

/** The same rule, read once (outside React). */
export function canSendNow(): boolean {
  return useSocketStatus.getState().status === ConnectionStatus.connected && useSending.getState().count === 0;
}

/** How often a send whose ack was lost is sent again (with the same client id: stored once). */
const SEND_ATTEMPTS = 3;

/**
 * Emits a message with a fresh client id and, as spec 3 says of messages sent from the box,
 * `owner: true` (the server takes the sender from the socket); a lost ack is sent again with the
 * same id, a refusal is final. A send is in progress (sending not allowed) until the answer is in.
 */
export async function sendWithClientId<E extends SendEvent>(
  event: E,
  payload: Omit<ClientPayloadOf<E>, 'clientId' | 'owner'>,
): Promise<SocketAnswer<E>> {
  const clientId = crypto.randomUUID();
  useSending.setState((state) => ({ count: state.count + 1 }));
  try {
    let answer: SocketAnswer<E> = { ok: false, code: -1, message: '', lost: 'offline' };
    for (let attempt = 0; attempt < SEND_ATTEMPTS && !answer.ok && answer.lost; attempt++) {
      answer = await emitWithAck(event, { ...payload, owner: true, clientId } as ClientPayloadOf<E>);
    }
    return answer;
  } finally {
    useSending.setState((state) => ({ count: state.count - 1 }));
  }
}

/**
 * Sends a message into a conversation and waits for its own echo (spec 4: it counts only with an
 * ack idx above 0). Resolves once the stored message is in `cache`: its live event usually came
 * first; failing that, `newest()` (the newest page asked again) puts it there.
 */
export async function sendAndAwaitEcho<E extends SendEvent, M extends ChatMessage>(
  event: E,
  payload: Omit<ClientPayloadOf<E>, 'clientId' | 'owner'> & { subjectIdx: number },
  cache: ConversationCache<M>,
  newest: () => Promise<M[]>,
  texts: FailureTexts = CHAT_TEXTS,
): Promise<ChatResult<{ idx: number }>> {
  const result = resultOf(await sendWithClientId(event, payload), texts);
  if (!result.ok) return result;
  const { idx } = result.value as { idx: number };
  if (!(idx > 0)) return chatFailure(undefined, texts);
  await cache.whenHeld(payload.subjectIdx, idx, newest);
  return { ok: true, value: { idx } };
}
