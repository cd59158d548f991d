import type { LiveChatState } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { texts } from '../../lib/i18n/texts.ts';
import { queryClient } from '../../api/query-client.ts';
import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { currentSocket, emitWithAck, type SocketAnswer } from '../../api/socket-client.ts';
import { chatFailure, resultOf, sendAndAwaitEcho, type ChatResult } from '../../chat/chat-send.ts';
import { writtenToLiveReader } from '../../chat/conversation-cache.ts';
import type { ChatOutgoing } from '../../components/chat/send-box.tsx';
import { createTypingEmitter } from '../../components/chat/typing.ts';
import type { ClientEventName } from '@storefront/contract';
import { liveChatKeys, liveChatMessages } from './live-chat-cache.ts';
import { ensureGuestToken, renewGuestToken } from './live-chat-guest.ts';
import { hasShopperIdentity } from './live-chat-identity.ts';
import { loadNewest, setReconnectAction, startLiveChat } from './live-chat-live.ts';
import { useLiveChat } from './live-chat-store.ts';

/*
 * What the shopper does in the panel (spec 2.5, 4): opening begins the chat (or, with an agent
 * assigned, reads it), closing leaves it, sending, typing, ending for good, rating, and moving to
 * another page while it is open.
 */

/** What an action answered: ok, or the server's translated message to show. */
export type LiveResult = ChatResult;

const OK: LiveResult = { ok: true, value: undefined };

function failure<E extends ClientEventName>(answer: SocketAnswer<E> & { ok: false }): LiveResult {
  return resultOf(answer) as LiveResult;
}

const store = () => useLiveChat.getState();
const here = () => globalThis.location?.pathname ?? '/';

/** The conversation the panel talks in, while it is not ended. */
function activeSubject(): number | null {
  const { subjectIdx, state } = store();
  return subjectIdx !== null && state?.status !== 'ended' ? subjectIdx : null;
}

/** Staff talk to shoppers from the console, not through the widget. */
function isStaffUser(): boolean {
  const { user } = useSessionStore.getState();
  return isSignedIn(user) && user.role === 'staff';
}

/**
 * Gets this browser a shopper identity (a guest token when needed) and listens: the connection
 * follows that identity (api/socket-client.ts).
 */
async function connectShopper(): Promise<LiveResult> {
  if (isStaffUser()) return { ok: false, message: texts.t('live.staffOnly') };
  if (!hasShopperIdentity() && !(await ensureGuestToken())) return chatFailure();
  startLiveChat();
  return OK;
}

/**
 * Begins a chat (spec 4: unread back to 0, history loaded), or resumes the conversation still open;
 * without an open one (never had one, or it ended) a new conversation starts. `reload` false: the
 * messages held are current (a reconnection's catch-up brought what was missed); a new
 * conversation is loaded all the same.
 */
export async function beginChat(reload = true): Promise<LiveResult> {
  const resume = activeSubject();
  const payload = { ...(resume ? { subjectIdx: resume } : {}), page: here() };
  let answer = await emitWithAck('liveChat.begin', payload);
  // A guest whose kept token was refused starts again with a new one.
  if (!answer.ok && answer.code === Code.notSignedIn && !isSignedIn(useSessionStore.getState().user)) {
    if (await renewGuestToken()) answer = await emitWithAck('liveChat.begin', { page: here() });
  }
  if (!answer.ok) return failure(answer);
  const { subjectIdx, state } = answer.data;
  useLiveChat.setState({ subjectIdx, state, unread: 0 });
  if (reload || subjectIdx !== resume || !liveChatMessages.get(subjectIdx)) await loadNewest(subjectIdx);
  return OK;
}

/**
 * The panel opened (spec 4): with no agent assigned a chat begins; with one, its messages are read
 * and the history loaded. An ended, unrated conversation waits for its rating (the panel shows the
 * form); a new question then begins a new one. `reload` as for `beginChat`.
 */
export async function enterChat(reload = true): Promise<LiveResult> {
  const connected = await connectShopper();
  if (!connected.ok) return connected;
  const { subjectIdx, state } = store();
  if (state?.status === 'ended') return OK;
  if (state?.status === 'assigned' && subjectIdx !== null) {
    const answer = await emitWithAck('liveChat.readed', { subjectIdx });
    if (!answer.ok) return failure(answer);
    useLiveChat.setState({ unread: answer.data.unread });
    if (reload || !liveChatMessages.get(subjectIdx)) await loadNewest(subjectIdx);
    // The staff's messages held are read now (their read reaches the agent, not this tab).
    else liveChatMessages.read(subjectIdx, Number.MAX_SAFE_INTEGER, writtenToLiveReader('shopper'));
    return OK;
  }
  return beginChat(reload);
}

// Reconnected (spec 4): the open panel enters its chat again (the server saw the shopper leave); a
// closed one keeps the conversation it holds, which the catch-up brought up to date, or, when the
// catch-up could not (no position yet, the server ahead, no answer), loads it again.
setReconnectAction((caughtUp) => {
  const { visible, subjectIdx } = store();
  if (visible) void enterChat(!caughtUp);
  else if (subjectIdx !== null && !caughtUp) void loadNewest(subjectIdx);
});

const typing = createTypingEmitter((inputing, text) => {
  const subjectIdx = activeSubject();
  if (subjectIdx !== null) currentSocket()?.emit('inputing', { subjectIdx, inputing, text });
});

/** The shopper typed in the send box: `inputing`, at most every 100 ms (spec 4, 9). */
export const typed = (text: string): void => typing.input(text);

/** Spec 4: closing the panel ends the chat; the conversation stays with its agent or in the queue. */
export async function closeChat(): Promise<void> {
  typing.stop();
  useLiveChat.setState({ visible: false, agentTyping: false });
  const subjectIdx = activeSubject();
  if (subjectIdx === null) return;
  const answer = await emitWithAck('liveChat.end', { subjectIdx });
  if (answer.ok) useLiveChat.setState({ state: answer.data.state });
}

/**
 * Sends a message (spec 4: it counts only with an ack idx above 0). The first message of a new
 * conversation begins it first. Resolves once the message is in the conversation.
 */
export async function sendLiveMessage(message: ChatOutgoing): Promise<LiveResult> {
  typing.stop();
  if (activeSubject() === null) {
    const begun = await beginChat();
    if (!begun.ok) return begun;
  }
  const subjectIdx = activeSubject();
  if (subjectIdx === null) return chatFailure();
  const sent = await sendAndAwaitEcho(
    'liveChat',
    { subjectIdx, body: message.body, flag: message.flag },
    liveChatMessages,
    async () => {
      const answer = await emitWithAck('liveChat.history', { subjectIdx });
      return answer.ok ? answer.data.rows : [];
    },
  );
  return sent.ok ? OK : sent;
}

async function settle(answer: SocketAnswer<'liveChat.end' | 'liveChat.rate'>): Promise<LiveResult> {
  if (!answer.ok) return failure(answer);
  useLiveChat.setState({ state: answer.data.state as LiveChatState, agentTyping: false });
  return OK;
}

/** "End chat": the conversation ends for good and may be rated. */
export async function finishChat(): Promise<LiveResult> {
  typing.stop();
  const subjectIdx = activeSubject();
  if (subjectIdx === null) return OK;
  return settle(await emitWithAck('liveChat.end', { subjectIdx, finish: true }));
}

/** Rates the ended conversation, 1 to 5 with an optional comment. */
export async function rateChat(score: number, comment: string): Promise<LiveResult> {
  const { subjectIdx } = store();
  if (subjectIdx === null) return OK;
  const trimmed = comment.trim();
  return settle(await emitWithAck('liveChat.rate', { subjectIdx, score, ...(trimmed ? { comment: trimmed } : {}) }));
}

/** A new question after an ended conversation: a new conversation begins. */
export async function askAgain(): Promise<LiveResult> {
  const { subjectIdx } = store();
  if (subjectIdx !== null) queryClient.removeQueries({ queryKey: liveChatKeys.messages(subjectIdx) });
  useLiveChat.setState({ subjectIdx: null, state: null });
  return beginChat();
}

/** The shopper moved to another page while the panel is open: the console's profile follows. */
export function notePage(page: string): void {
  const subjectIdx = activeSubject();
  if (subjectIdx !== null && store().visible) currentSocket()?.emit('liveChat.page', { subjectIdx, page });
}
