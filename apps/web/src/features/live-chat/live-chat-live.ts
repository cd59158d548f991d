import type { LiveChatMessage, ServerPayloadOf } from '@storefront/contract';
import { queryClient } from '../../api/query-client.ts';
import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { connectSocket, emitWithAck, onSocketConnect, onSocketEvent } from '../../api/socket-client.ts';
import { setGuestToken } from '../../api/guest-token.ts';
import { playChime } from '../../components/chat/chat-sound.ts';
import {
  findLiveMessage,
  newestPageOnly,
  withLiveEdit,
  withLiveMessage,
  withLiveRead,
  withoutLiveMessage,
  type LiveMessagePages,
} from '../../api/live-chat-pages.ts';
import { liveChatKeys } from './live-chat-cache.ts';
import { hasShopperIdentity } from './live-chat-identity.ts';
import { useLiveChat } from './live-chat-store.ts';

/*
 * The live side of the widget (spec 4, 7.4): the socket's liveChat events written into the store
 * and the query cache. The server keeps the shopper's unread count and sends it with every change
 * (`liveChat.init`): the widget counts an incoming message itself at once and takes the server's
 * number whenever it comes.
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

const updateMessages = (
  subjectIdx: number,
  change: (data: LiveMessagePages | undefined) => LiveMessagePages | undefined,
) => queryClient.setQueryData<LiveMessagePages>(liveChatKeys.messages(subjectIdx), change);

/**
 * An incoming message (spec 4, 7.4): one from staff is read as it arrives while the panel shows
 * (acked `readed: true`, the server marks it read); otherwise unread rises by 1. The shopper's own,
 * sent from another tab, just joins the conversation.
 */
function applyIncoming(message: LiveChatMessage, ack?: (answer: { readed: boolean }) => void) {
  const fromStaff = message.staff;
  const readNow = fromStaff && isPanelShowing();
  ack?.({ readed: readNow });
  updateMessages(message.subjectIdx, (data) => withLiveMessage(data, readNow ? { ...message, readed: true } : message));
  if (!fromStaff) return;
  setAgentTyping(false);
  if (counted.has(message.idx)) return;
  counted.add(message.idx);
  if (!readNow && !message.readed) set({ unread: useLiveChat.getState().unread + 1 });
  playChime(`liveChat:${message.idx}`);
}

/** Spec 4: deleting an unread message lowers unread (the server's `liveChat.init` follows with its number). */
function applyDelete({ idx, subjectIdx }: ServerPayloadOf<'liveChat.delete'>) {
  const message = findLiveMessage(queryClient.getQueryData(liveChatKeys.messages(subjectIdx)), idx);
  updateMessages(subjectIdx, (data) => withoutLiveMessage(data, idx));
  if (message?.staff && !message.readed) set({ unread: Math.max(0, useLiveChat.getState().unread - 1) });
}

/** The newest page again, replacing what the cache held of the conversation (spec 4: refetched on reconnect). */
export async function loadNewest(subjectIdx: number): Promise<void> {
  if (!queryClient.getQueryData(liveChatKeys.messages(subjectIdx))) return;
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (answer.ok) queryClient.setQueryData(liveChatKeys.messages(subjectIdx), newestPageOnly(answer.data.rows));
}

let stop: (() => void) | null = null;
/** What runs on every reconnection (the data layer adds re-entering an open panel's chat). */
let onReconnect: () => void = () => undefined;

export function setReconnectAction(action: () => void): void {
  onReconnect = action;
}

/**
 * Listens to the widget's events and connects when there is a shopper to watch for (a guest with
 * no token connects only when they open the panel). Follows the session: another user (or none)
 * starts afresh. Returns the function that stops listening.
 */
export function startLiveChat(): () => void {
  if (stop) return stop;
  const offs = [
    onSocketEvent('liveChat.init', ({ unread, state }) => {
      // A signed-in socket that presented the guest token has taken the guest's conversation over.
      if (isSignedIn(useSessionStore.getState().user)) setGuestToken(null);
      set({ unread, state, ...(state ? { subjectIdx: state.subjectIdx } : {}) });
    }),
    onSocketEvent('liveChat.state', (state) => set({ state, subjectIdx: state.subjectIdx })),
    onSocketEvent('liveChat', applyIncoming),
    onSocketEvent('liveChat.delete', applyDelete),
    onSocketEvent('liveChat.edit', (edit) => updateMessages(edit.subjectIdx, (data) => withLiveEdit(data, edit))),
    onSocketEvent('liveChat.readed', (read) => updateMessages(read.subjectIdx, (data) => withLiveRead(data, read))),
    onSocketEvent('inputing', ({ subjectIdx, inputing }) => {
      if (subjectIdx === useLiveChat.getState().subjectIdx) setAgentTyping(inputing);
    }),
    onSocketConnect((again) => {
      if (again) onReconnect();
    }),
  ];
  const unsubscribe = useSessionStore.subscribe((state, prior) => {
    if (state.user.idx === prior.user.idx) return;
    counted.clear();
    setAgentTyping(false);
    useLiveChat.setState({ visible: false, subjectIdx: null, state: null, unread: 0 });
    queryClient.removeQueries({ queryKey: liveChatKeys.all });
    // After the private messages' own reaction to the change (they disconnect on sign-out).
    queueMicrotask(() => {
      if (hasShopperIdentity()) connectSocket();
    });
  });
  if (hasShopperIdentity()) connectSocket();
  stop = () => {
    unsubscribe();
    for (const off of offs) off();
    counted.clear();
    setAgentTyping(false);
    stop = null;
  };
  return stop;
}
