import type { LiveChatMessage, LiveConversation } from '@storefront/contract';
import { MessageFlag } from '@storefront/contract/constants';
import { messagePreview } from '../../lib/message-preview.ts';
import { queryClient } from '../../api/query-client.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { connectSocket, emitWithAck, onSocketConnect, onSocketEvent } from '../../api/socket-client.ts';
import { playChime } from '../../components/chat/chat-sound.ts';
import { consoleKeys, withAgents, withConversation, type ConsoleSnapshot } from './console-cache.ts';
import {
  withLiveEdit,
  withLiveMessage,
  withoutLiveMessage,
  withLiveRead,
  type LiveMessagePages,
} from '../../api/live-chat-pages.ts';
import { isAttended, useConsoleStore } from './console-store.ts';

/*
 * The console's live side: the socket's liveChat events written into the query cache. The
 * snapshot (`liveChat.console`) is asked on every connection; conversation and agent upserts keep
 * it current between. A reconnection asks the snapshot again and refetches the newest page of
 * every conversation held, replacing what was cached (spec 4: the full history is refetched).
 */

const snapshot = () => queryClient.getQueryData<ConsoleSnapshot>(consoleKeys.snapshot);
const meIdx = () => snapshot()?.me.idx;

function chime(key: string) {
  if (useConsoleStore.getState().sound) playChime(key);
}

function applyConversation(next: LiveConversation) {
  const held = snapshot()?.conversations.find((c) => c.subjectIdx === next.subjectIdx);
  queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) => withConversation(data, next));
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

function applyMessage(message: LiveChatMessage, ack?: (answer: { readed: boolean }) => void) {
  queryClient.setQueryData<LiveMessagePages>(consoleKeys.messages(message.subjectIdx), (data) =>
    withLiveMessage(data, message),
  );
  const own = message.staff && message.senderIdx === meIdx();
  const held = snapshot()?.conversations.find((c) => c.subjectIdx === message.subjectIdx);
  // Only the agent holding the conversation reads it: a queued one looked at stays unread for whoever claims it.
  const read = !own && held?.staffIdx === meIdx() && isAttended(message.subjectIdx);
  // Spec 7.4: read only while the agent looks at it; otherwise the server counts it unread and
  // the conversation's upsert brings the count.
  ack?.({ readed: read });
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
  if (!read) chime(`live-message-${message.idx}`);
}

function refetchAfterReconnect() {
  // Asked again even while no console shows it: the listeners keep it current between visits.
  void queryClient.invalidateQueries({ queryKey: consoleKeys.snapshot, refetchType: 'all' });
  // Only the newest page comes again: older pages are fetched anew when scrolled to.
  void queryClient.resetQueries({ queryKey: [...consoleKeys.all, 'messages'] });
  void queryClient.invalidateQueries({ queryKey: consoleKeys.ended });
}

let stop: (() => void) | null = null;

/** Listens to the console's events and connects (once; the socket is the app's one). */
export function startConsoleLive(): () => void {
  if (stop) return stop;
  const store = useConsoleStore.getState;
  const onVisibility = () => {
    const visible = document.visibilityState === 'visible';
    store().setVisible(visible);
    const { onScreen } = store();
    const held = onScreen === null ? undefined : snapshot()?.conversations.find((c) => c.subjectIdx === onScreen);
    if (visible && held && held.staffUnread > 0 && held.staffIdx === meIdx()) void markConsoleRead(held.subjectIdx);
  };
  // Outside a browser (the data layer's tests) there is no document to watch.
  const doc = typeof document === 'undefined' ? null : document;
  doc?.addEventListener('visibilitychange', onVisibility);
  const offs = [
    onSocketEvent('liveChat.conversation', applyConversation),
    onSocketEvent('liveChat.agents', (agents) =>
      queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) => withAgents(data, agents)),
    ),
    onSocketEvent('liveChat', (message, ack) => applyMessage(message, ack)),
    onSocketEvent('liveChat.readed', (read) =>
      queryClient.setQueryData<LiveMessagePages>(consoleKeys.messages(read.subjectIdx), (data) =>
        withLiveRead(data, read),
      ),
    ),
    onSocketEvent('liveChat.edit', (edit) =>
      queryClient.setQueryData<LiveMessagePages>(consoleKeys.messages(edit.subjectIdx), (data) =>
        withLiveEdit(data, edit),
      ),
    ),
    onSocketEvent('liveChat.delete', ({ idx, subjectIdx }) =>
      queryClient.setQueryData<LiveMessagePages>(consoleKeys.messages(subjectIdx), (data) =>
        withoutLiveMessage(data, idx),
      ),
    ),
    onSocketEvent('inputing', ({ subjectIdx, inputing, text }) => store().setTyping(subjectIdx, inputing, text)),
    onSocketConnect((again) => {
      if (again) refetchAfterReconnect();
    }),
  ];
  // Another user (or none): the previous agent's conversations leave the cache and the screen.
  const unsubscribe = useSessionStore.subscribe((state, prior) => {
    if (state.user.idx === prior.user.idx) return;
    queryClient.removeQueries({ queryKey: consoleKeys.all });
    store().show(null);
  });
  connectSocket();
  stop = () => {
    unsubscribe();
    doc?.removeEventListener('visibilitychange', onVisibility);
    for (const off of offs) off();
    stop = null;
  };
  return stop;
}

/** Exposed for the data layer: a message (an own send's echo) put into the cache. */
export { applyMessage as applyConsoleMessage, applyConversation as applyConsoleConversation };
