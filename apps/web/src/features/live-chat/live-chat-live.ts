import type { LiveChatMessage } from '@storefront/contract';
import { queryClient } from '../../api/query-client.ts';
import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { onSocketEvent } from '../../api/socket-client.ts';
import { setGuestToken } from '../../api/guest-token.ts';
import { playChime } from '../../components/chat/chat-sound.ts';
import { liveStarter } from '../../chat/live-listeners.ts';
import { liveChatChanges, loadNewest as loadNewestOf } from '../../chat/live-conversation.ts';
import { liveChatKeys, liveChatMessages } from './live-chat-cache.ts';
import { useLiveChat } from './live-chat-store.ts';

/*
 * The live side of the widget (spec 4, 7.4): the socket's liveChat events written into the store
 * and the query cache. The server keeps the shopper's unread count and sends it with every change
 * (`liveChat.init`): the widget counts an incoming message itself at once and takes the server's
 * number whenever it comes. After a reconnection the changes the shopper missed are asked
 * (`liveChat.since`, chat/catch-up.ts) and applied as the live ones; their count is the server's,
 * which the reconnection's `liveChat.init` brings (before or after them), so they do not move it.
 */

/** Whether an incoming message is being read as it arrives: the panel shows in a visible tab (spec 4). */
export function isPanelShowing(): boolean {
  return useLiveChat.getState().visible && globalThis.document?.visibilityState !== 'hidden';
}

/** How long the agent's 'typing…' stays after their last `inputing` (they may just have stopped). */
export const AGENT_TYPING_MS = 3000;

/** Messages already counted, so one heard twice (a reconnection) counts once. */
const counted = new Set<number>();
let typingTimer: ReturnType<typeof setTimeout> | undefined;

const set = (partial: Partial<ReturnType<typeof useLiveChat.getState>>) => useLiveChat.setState(partial);

function setAgentTyping(typing: boolean) {
  clearTimeout(typingTimer);
  set({ agentTyping: typing });
  if (typing) typingTimer = setTimeout(() => set({ agentTyping: false }), AGENT_TYPING_MS);
}

/**
 * An incoming message (spec 4, 7.4): one from staff is read as it arrives while the panel shows
 * (acked `readed: true`, the server marks it read); otherwise unread rises by 1. The shopper's own,
 * sent from another tab, just joins the conversation. A caught-up one (`live` null) is held and
 * counted as heard, neither acked nor chimed nor counted again (the server's count has it).
 */
function applyIncoming(message: LiveChatMessage, live: { ack?: (answer: { readed: boolean }) => void } | null) {
  const fromStaff = message.staff;
  const readNow = live !== null && fromStaff && isPanelShowing();
  live?.ack?.({ readed: readNow });
  liveChatMessages.add(readNow ? { ...message, readed: true } : message);
  if (!fromStaff) return;
  setAgentTyping(false);
  if (counted.has(message.idx)) return;
  counted.add(message.idx);
  if (!live) return;
  if (!readNow && !message.readed) set({ unread: useLiveChat.getState().unread + 1 });
  playChime(`liveChat:${message.idx}`);
}

/**
 * Spec 4: deleting an unread message lowers unread (the server's `liveChat.init` follows with its
 * number; a caught-up delete is already in the number the reconnection brings).
 */
function applyDelete(message: LiveChatMessage | undefined, live: boolean) {
  if (live && message?.staff && !message.readed) set({ unread: Math.max(0, useLiveChat.getState().unread - 1) });
}

/** The shopper's changes: the live events, their position and the catch-up after a reconnection (one log over their conversations). */
const shopperChanges = liveChatChanges(
  liveChatMessages,
  { message: applyIncoming, deleted: applyDelete },
  'shopper',
  // A change that never came live (published while Redis was away): caught up as after a reconnection.
  () => void caughtUpAfterGap(),
);
const shopperLog = () => shopperChanges.changesOf(useLiveChat.getState().subjectIdx ?? 0);

/** The newest page again, replacing what the cache held of the conversation (spec 4: refetched on reconnect). */
export const loadNewest = (subjectIdx: number): Promise<void> => loadNewestOf(liveChatMessages, subjectIdx);

/**
 * What runs on every reconnection (the data layer adds re-entering an open panel's chat), told
 * whether the catch-up brought every change missed (else what is held must be loaded again).
 */
let onReconnect: (caughtUp: boolean) => void = () => undefined;

export function setReconnectAction(action: (caughtUp: boolean) => void): void {
  onReconnect = action;
}

async function reconnected() {
  const outcome = await shopperLog().run();
  onReconnect(outcome.kind === 'done');
}

/** What a gap in the numbers asks: the catch-up, and what a reconnection does only when it fell short. */
async function caughtUpAfterGap() {
  const outcome = await shopperLog().run();
  if (outcome.kind !== 'done') onReconnect(false);
}

function forget() {
  counted.clear();
  setAgentTyping(false);
}

/**
 * Listens to the widget's events (api/socket-client.ts connects when there is a shopper: signed
 * in, or a guest with a token). Another user (or none) starts afresh. Returns the function that
 * stops listening.
 */
export const startLiveChat = liveStarter({
  listen: () => [
    onSocketEvent('liveChat.init', ({ unread, state, position }) => {
      shopperLog().known(position);
      // A signed-in socket that presented the guest token has taken the guest's conversation over.
      if (isSignedIn(useSessionStore.getState().user)) setGuestToken(null);
      set({ unread, state, ...(state ? { subjectIdx: state.subjectIdx } : {}) });
    }),
    onSocketEvent('liveChat.state', (state) => set({ state, subjectIdx: state.subjectIdx })),
    ...shopperChanges.listen(),
    onSocketEvent('inputing', ({ subjectIdx, inputing }) => {
      if (subjectIdx === useLiveChat.getState().subjectIdx) setAgentTyping(inputing);
    }),
  ],
  reconnected: () => void reconnected(),
  forget: () => {
    forget();
    shopperChanges.forget();
    useLiveChat.setState({ visible: false, subjectIdx: null, state: null, unread: 0 });
    queryClient.removeQueries({ queryKey: liveChatKeys.all });
  },
  stopped: forget,
});
