import type { AckDataOf, LiveConversation, ServerPayloadOf } from '@storefront/contract';
import { liveConversationCache } from '../../chat/live-conversation.ts';

/*
 * How the console's caches change, as pure functions of the cached data: the snapshot
 * (`liveChat.console`) with its conversation and agent upserts (a conversation's message pages
 * are the chat core's conversation cache, as the widget's are). Each is idempotent, so an event
 * heard twice (live and in a refetch) leaves the cache as hearing it once.
 */

export type ConsoleSnapshot = AckDataOf<'liveChat.console'>;

export const consoleKeys = {
  all: ['staff-console'] as const,
  snapshot: ['staff-console', 'snapshot'] as const,
  messages: (subjectIdx: number) => ['staff-console', 'messages', subjectIdx] as const,
  ended: ['staff-console', 'ended'] as const,
  profile: (subjectIdx: number) => ['staff-console', 'profile', subjectIdx] as const,
  canned: ['staff-console', 'canned'] as const,
};

/** The conversations' messages: the chat core's conversation cache under `consoleKeys.messages`. */
export const consoleMessages = liveConversationCache(consoleKeys.messages);

/**
 * A conversation's new state replaces the held one (a newer `updatedAt` never loses to an older).
 * The queue's total follows: a conversation not held that is no longer queued was one of the
 * queue's later pages (every assigned one is held), so it left the queue.
 */
export function withConversation(
  data: ConsoleSnapshot | undefined,
  next: LiveConversation,
): ConsoleSnapshot | undefined {
  if (!data) return data;
  const held = data.conversations.find((c) => c.subjectIdx === next.subjectIdx);
  if (held && held.updatedAt > next.updatedAt) return data;
  const others = data.conversations.filter((c) => c.subjectIdx !== next.subjectIdx);
  const wasQueued = held ? held.status === 'queued' : next.status !== 'queued';
  const queued = next.status === 'queued';
  const queueTotal = Math.max(0, data.queueTotal + (queued === wasQueued ? 0 : queued ? 1 : -1));
  return { ...data, conversations: [...others, next], queueTotal };
}

/** A later page of the queue (live/staff/queue): its rows join the held ones; the total is the server's. */
export function withQueuePage(
  data: ConsoleSnapshot | undefined,
  rows: readonly LiveConversation[],
  total: number,
): ConsoleSnapshot | undefined {
  if (!data) return data;
  const held = new Set(data.conversations.map((c) => c.subjectIdx));
  return {
    ...data,
    conversations: [...data.conversations, ...rows.filter((c) => !held.has(c.subjectIdx))],
    queueTotal: total,
  };
}

/** The agents' list as the server last sent it; one's own entry follows it. */
export function withAgents(
  data: ConsoleSnapshot | undefined,
  { agents }: ServerPayloadOf<'liveChat.agents'>,
): ConsoleSnapshot | undefined {
  if (!data) return data;
  const me = agents.find((agent) => agent.idx === data.me.idx) ?? data.me;
  return { ...data, agents, me };
}

const byQueuedAt = (a: LiveConversation, b: LiveConversation) => {
  const at = (c: LiveConversation) => c.queuedAt ?? c.createdAt;
  return at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : a.subjectIdx - b.subjectIdx;
};
const byUpdatedDesc = (a: LiveConversation, b: LiveConversation) =>
  a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.subjectIdx - a.subjectIdx;

/** The queue: waiting conversations, the longest waiting first (the order they are served in). */
export function queueOf(conversations: readonly LiveConversation[]): LiveConversation[] {
  return conversations.filter((c) => c.status === 'queued').sort(byQueuedAt);
}

/** The agent's own open conversations, the latest activity first. */
export function mineOf(conversations: readonly LiveConversation[], meIdx: number): LiveConversation[] {
  return conversations.filter((c) => c.status === 'assigned' && c.staffIdx === meIdx).sort(byUpdatedDesc);
}

/** How long a queued conversation has waited at `now`, in whole seconds (never negative). */
export function waitSeconds(conversation: LiveConversation, now: number): number {
  const since = Date.parse(conversation.queuedAt ?? conversation.createdAt);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** A wait as a clock: "0:07", "12:30", "1:02:05". */
export function formatWait(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * What asks for the agent's attention (the title badge): queued conversations that came while the
 * console was not looked at (not in `seenQueued`), and unread messages of the agent's conversations
 * except the one on screen while the tab is visible.
 */
export function attentionCount(
  conversations: readonly LiveConversation[],
  meIdx: number,
  seenQueued: ReadonlySet<number>,
  shown: number | null,
  visible: boolean,
): number {
  const newQueued = queueOf(conversations).filter((c) => !seenQueued.has(c.subjectIdx)).length;
  const unread = mineOf(conversations, meIdx)
    .filter((c) => !(visible && c.subjectIdx === shown))
    .reduce((sum, c) => sum + c.staffUnread, 0);
  return newQueued + unread;
}

const BADGE = /^\(\d+\) /;

/** The document title with "(N) " in front while N > 0, without it at 0. */
export function badgedTitle(title: string, count: number): string {
  const plain = title.replace(BADGE, '');
  return count > 0 ? `(${count}) ${plain}` : plain;
}

/** The rows whose shortcut starts with what follows '/', then those containing it; case-insensitive. */
export function filterCanned<C extends { shortcut: string; body: string }>(rows: readonly C[], query: string): C[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...rows].sort((a, b) => a.shortcut.localeCompare(b.shortcut));
  const starts = rows.filter((c) => c.shortcut.toLowerCase().startsWith(q));
  const contains = rows.filter(
    (c) =>
      !c.shortcut.toLowerCase().startsWith(q) &&
      (c.shortcut.toLowerCase().includes(q) || c.body.toLowerCase().includes(q)),
  );
  const byShortcut = (a: C, b: C) => a.shortcut.localeCompare(b.shortcut);
  return [...starts.sort(byShortcut), ...contains.sort(byShortcut)];
}

/** The canned-answer search the input holds: the text after a '/' at its very start, else null. */
export function cannedQuery(text: string): string | null {
  // A rich-text editor may hold a trailing line break or no-break spaces.
  const match = /^\/(\S*)$/.exec(text.replace(/\u00a0/g, ' ').replace(/\n+$/, ''));
  return match ? (match[1] ?? '') : null;
}
