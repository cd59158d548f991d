import type { ClientPayloadOf } from '@storefront/contract';
import { ConnectionStatus } from '@storefront/contract/constants';
import { create } from 'zustand';
import { emitWithAck, useSocketStatus, type SocketAnswer } from './socket-client.ts';

/*
 * Sending a chat message (spec 4), shared by the private messages and the live chat: sending is
 * allowed only when connected and no send is in progress; every send carries a client id, so a
 * send whose ack was lost can go again and is still stored once (DESIGN.md section 4).
 */

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
