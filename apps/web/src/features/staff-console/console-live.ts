import type { LiveConversation } from '@storefront/contract';
import { MessageFlag } from '@storefront/contract/constants';
import { messagePreview } from '../../lib/message-preview.ts';
import { queryClient } from '../../api/query-client.ts';
import { emitWithAck, onSocketEvent } from '../../api/socket-client.ts';
import { liveStarter } from '../../chat/live-listeners.ts';
import { liveChatChanges, type LiveChatParty } from '../../chat/live-conversation.ts';
import { playChime } from '../../components/chat/chat-sound.ts';
import { consoleKeys, consoleMessages, withAgents, withConversation, type ConsoleSnapshot } from './console-cache.ts';
import { isAttended, useConsoleStore } from './console-store.ts';

/*
 * The console's live side: the socket's liveChat events written into the query cache. The
 * snapshot (`liveChat.console`) is asked on every connection; conversation and agent upserts keep
 * it current between. A reconnection asks the snapshot again (the queue's rows have no positions)
 * and the agent's changes since the last one applied (`liveChat.since`, chat/catch-up.ts): the
 * conversations assigned to the agent keep their messages, with what was missed applied; any
 * other conversation held, or all of them when the catch-up could not be exact, is loaded anew.
 */

const snapshot = () => queryClient.getQueryData<ConsoleSnapshot>(consoleKeys.snapshot);
const meIdx = () => snapshot()?.me.idx;

function chime(key: string) {
  if (useConsoleStore.getState().sound) playChime(key);
}

function applyConversation(next: LiveConversation) {
  const held = snapshot()?.conversations.find((c) => c.subjectIdx === next.subjectIdx);
  queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) => withConversation(data, next));
  // A conversation handed to this agent: its staff side's changes reached its previous agent's
  // tabs meanwhile, so messages held of it catch up on what they did not hear.
  const me = meIdx();
  const becameMine = next.status === 'assigned' && next.staffIdx === me && held?.staffIdx !== me;
  if (becameMine && heldConversations().includes(next.subjectIdx)) void catchUpConversation(next.subjectIdx);
  // A shopper who starts waiting is worth a sound: a new conversation in the queue.
  if (next.status === 'queued' && held?.status !== 'queued') chime(`live-queued-${next.subjectIdx}`);
  if (next.status === 'ended') void queryClient.invalidateQueries({ queryKey: consoleKeys.ended });
}

/** Marks the shopper's messages of a conversation read by this agent (opening it, or a message while shown). */
export async function markConsoleRead(subjectIdx: number): Promise<void> {
  queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) => {
    const held = data?.conversations.find((c) => c.subjectIdx === subjectIdx);
    return held ? withConversation(data, { ...held, staffUnread: 0 }) : data;
  });
  await emitWithAck('liveChat.readed', { subjectIdx });
}

/** A text's preview needs no labels (a picture's or a card's row shows its flag). */
const NO_LABELS = { picture: '', product: '' };

/** A message, live (acked as read only while the agent looks at their own conversation) or caught up. */
const applyMessage: LiveChatParty['message'] = (message, live) => {
  consoleMessages.add(message);
  const own = message.staff && message.senderIdx === meIdx();
  const held = snapshot()?.conversations.find((c) => c.subjectIdx === message.subjectIdx);
  // Only the agent holding the conversation reads it: a queued one looked at stays unread for whoever claims it.
  const read = !own && held?.staffIdx === meIdx() && isAttended(message.subjectIdx);
  // Spec 7.4: read only while the agent looks at it; otherwise the server counts it unread and
  // the conversation's upsert brings the count (a caught-up one: the snapshot asked again does).
  live?.ack?.({ readed: read });
  // The row's last message and time follow at once (the agent's own replies too); the server's
  // next upsert of the conversation brings its own excerpt.
  if (held && message.createAt >= held.updatedAt) {
    const flag = message.flag ?? MessageFlag.text;
    const lastMessage = flag === MessageFlag.text ? messagePreview(flag, message.body, NO_LABELS) : '';
    queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) =>
      withConversation(data, { ...held, lastMessage, lastFlag: flag, updatedAt: message.createAt }),
    );
  }
  if (own) return;
  if (!message.staff) useConsoleStore.getState().setTyping(message.subjectIdx, false, '');
  if (live && !read) chime(`live-message-${message.idx}`);
};

/**
 * The console's changes: the live events and, per conversation held, its staff side's position
 * and catch-up after a reconnection (staff follow conversations, not a log of their own).
 */
const conversationChanges = liveChatChanges(
  consoleMessages,
  { message: applyMessage },
  'conversation',
  (subjectIdx) => {
    // A change that never came live (published while Redis was away): that conversation caught up.
    if (subjectIdx !== null) void catchUpConversation(subjectIdx);
  },
);

/** Where a conversation's staff side stood when its newest page was read (its catch-up starts there). */
export const seenConsolePosition = (subjectIdx: number, position: number): void =>
  conversationChanges.changesOf(subjectIdx).seen(position);

/**
 * Catches one held conversation up (`liveChat.since`); when that cannot be exact, its newest page
 * loads anew (which says where its side stands).
 */
async function catchUpConversation(subjectIdx: number): Promise<void> {
  const changes = conversationChanges.changesOf(subjectIdx);
  if ((await changes.run()).kind === 'done') return;
  changes.forget();
  await queryClient.resetQueries({ queryKey: consoleKeys.messages(subjectIdx) });
}

/** The conversations whose messages are held (each under `consoleKeys.messages`). */
function heldConversations(): number[] {
  return queryClient
    .getQueriesData<unknown>({ queryKey: [...consoleKeys.all, 'messages'] })
    .map(([key]) => key[2])
    .filter((subjectIdx): subjectIdx is number => typeof subjectIdx === 'number');
}

async function refetchAfterReconnect() {
  // Asked again even while no console shows it: the listeners keep it current between visits.
  void queryClient.invalidateQueries({ queryKey: consoleKeys.snapshot, refetchType: 'all' });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.ended });
  // Each conversation held keeps its messages, with what it missed applied; one that cannot be
  // caught up exactly (no position yet, the server reset or did not answer) loads its newest page
  // anew (older pages are fetched again when scrolled to), which says where its side stands.
  await Promise.all(heldConversations().map(catchUpConversation));
}

const store = useConsoleStore.getState;

function onVisibility() {
  const visible = document.visibilityState === 'visible';
  store().setVisible(visible);
  const { onScreen } = store();
  const held = onScreen === null ? undefined : snapshot()?.conversations.find((c) => c.subjectIdx === onScreen);
  if (visible && held && held.staffUnread > 0 && held.staffIdx === meIdx()) void markConsoleRead(held.subjectIdx);
}

/** Outside a browser (the data layer's tests) there is no document to watch. */
const doc = () => (typeof document === 'undefined' ? null : document);

/** Listens to the console's events (the socket is the app's one, connected for the signed-in agent). */
export const startConsoleLive = liveStarter({
  listen: () => {
    doc()?.addEventListener('visibilitychange', onVisibility);
    return [
      () => doc()?.removeEventListener('visibilitychange', onVisibility),
      onSocketEvent('liveChat.conversation', applyConversation),
      onSocketEvent('liveChat.agents', (agents) =>
        queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) => withAgents(data, agents)),
      ),
      ...conversationChanges.listen(),
      onSocketEvent('inputing', ({ subjectIdx, inputing, text }) => store().setTyping(subjectIdx, inputing, text)),
    ];
  },
  reconnected: () => void refetchAfterReconnect(),
  // Another user (or none): the previous agent's conversations leave the cache and the screen.
  forget: () => {
    conversationChanges.forget();
    queryClient.removeQueries({ queryKey: consoleKeys.all });
    store().show(null);
  },
});

/** Exposed for the data layer: a message (an own send's echo) put into the cache. */
export { applyMessage as applyConsoleMessage, applyConversation as applyConsoleConversation };
