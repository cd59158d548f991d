import type { LiveConversation } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  attentionCount,
  badgedTitle,
  cannedQuery,
  filterCanned,
  formatWait,
  mineOf,
  queueOf,
  waitSeconds,
  withAgents,
  withConversation,
  withQueuePage,
  type ConsoleSnapshot,
} from './console-cache.ts';

const ME = 7;

function conversation(subjectIdx: number, fields: Partial<LiveConversation> = {}): LiveConversation {
  return {
    subjectIdx,
    status: 'queued',
    staffIdx: null,
    staffName: null,
    shopper: { kind: 'guest', idx: null, name: `Guest ${subjectIdx}`, avatar: '' },
    firstMessage: 'Hello',
    lastMessage: 'Hello',
    lastFlag: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    queuedAt: '2026-01-01T10:00:00.000Z',
    assignedAt: null,
    endedAt: null,
    updatedAt: '2026-01-01T10:00:00.000Z',
    staffUnread: 0,
    shopperPresent: true,
    page: '/',
    lang: 'en',
    rating: null,
    ratingComment: null,
    ...fields,
  };
}

function snapshot(conversations: LiveConversation[]): ConsoleSnapshot {
  const me = { idx: ME, name: 'Me', status: 'online' as const, open: 0 };
  const queueTotal = conversations.filter((c) => c.status === 'queued').length;
  return { conversations, queueTotal, agents: [me], me, routing: 'manual', cap: 5 };
}

// A conversation's message pages change through the chat core (chat/conversation-cache.test.ts).

describe('conversation upserts', () => {
  it('adds a new conversation and replaces a held one with its newer state', () => {
    let data = withConversation(snapshot([]), conversation(1));
    expect(data?.conversations.map((c) => c.subjectIdx)).toEqual([1]);
    data = withConversation(
      data,
      conversation(1, { status: 'assigned', staffIdx: ME, updatedAt: '2026-01-01T10:01:00.000Z' }),
    );
    expect(data?.conversations).toHaveLength(1);
    expect(data?.conversations[0]?.status).toBe('assigned');
  });

  it('keeps a newer state when an older upsert arrives late, and is idempotent', () => {
    const newer = conversation(1, { status: 'assigned', updatedAt: '2026-01-01T10:05:00.000Z' });
    const data = withConversation(snapshot([newer]), conversation(1));
    expect(data?.conversations[0]?.status).toBe('assigned');
    expect(withConversation(data, newer)?.conversations).toEqual(data?.conversations);
  });

  it('takes the agents list and one’s own presence from it', () => {
    const data = withAgents(snapshot([]), {
      agents: [
        { idx: ME, name: 'Me', status: 'away', open: 2 },
        { idx: 8, name: 'Ola', status: 'online', open: 1 },
      ],
    });
    expect(data?.me).toEqual({ idx: ME, name: 'Me', status: 'away', open: 2 });
    expect(data?.agents).toHaveLength(2);
  });

  it('does nothing before the snapshot came', () => {
    expect(withConversation(undefined, conversation(1))).toBeUndefined();
  });
});

describe('the paged queue (issue 19)', () => {
  it("keeps the queue's total as conversations join and leave it, held or on a later page", () => {
    // The snapshot holds 2 of 5 waiting.
    let data: ConsoleSnapshot | undefined = { ...snapshot([conversation(1), conversation(2)]), queueTotal: 5 };
    data = withConversation(data, conversation(6, { updatedAt: '2026-01-02T10:05:00.000Z' }));
    expect(data?.queueTotal).toBe(6);
    data = withConversation(
      data,
      conversation(1, { status: 'assigned', staffIdx: ME, updatedAt: '2026-01-02T10:06:00.000Z' }),
    );
    expect(data?.queueTotal).toBe(5);
    // One of a later page, not held, claimed by another agent: it left the queue too.
    data = withConversation(
      data,
      conversation(4, { status: 'assigned', staffIdx: 99, updatedAt: '2026-01-02T10:07:00.000Z' }),
    );
    expect(data?.queueTotal).toBe(4);
  });

  it("adds a later page's rows once and takes the server's total", () => {
    const data = withQueuePage(snapshot([conversation(1), conversation(2)]), [conversation(2), conversation(3)], 7);
    expect(data?.conversations.map((c) => c.subjectIdx)).toEqual([1, 2, 3]);
    expect(data?.queueTotal).toBe(7);
  });
});

describe('queue and own conversations', () => {
  it('orders the queue by waiting time, longest first, and leaves out the others', () => {
    const list = [
      conversation(3, { queuedAt: '2026-01-01T10:03:00.000Z' }),
      conversation(1, { queuedAt: '2026-01-01T10:01:00.000Z' }),
      conversation(2, { status: 'assigned', staffIdx: ME }),
      conversation(4, { status: 'open', queuedAt: null }),
      conversation(5, { queuedAt: '2026-01-01T10:01:00.000Z' }),
    ];
    expect(queueOf(list).map((c) => c.subjectIdx)).toEqual([1, 5, 3]);
  });

  it("lists the agent's assigned conversations, the latest activity first", () => {
    const list = [
      conversation(1, { status: 'assigned', staffIdx: ME, updatedAt: '2026-01-01T10:01:00.000Z' }),
      conversation(2, { status: 'assigned', staffIdx: 9 }),
      conversation(3, { status: 'assigned', staffIdx: ME, updatedAt: '2026-01-01T10:09:00.000Z' }),
      conversation(4, { status: 'ended', staffIdx: ME }),
    ];
    expect(mineOf(list, ME).map((c) => c.subjectIdx)).toEqual([3, 1]);
  });

  it('counts the wait from the time it was queued, as a ticking clock', () => {
    const queued = conversation(1, { queuedAt: '2026-01-01T10:00:00.000Z' });
    const at = (iso: string) => waitSeconds(queued, Date.parse(iso));
    expect(at('2026-01-01T10:00:07.900Z')).toBe(7);
    expect(at('2026-01-01T09:59:00.000Z')).toBe(0);
    expect(formatWait(7)).toBe('0:07');
    expect(formatWait(12 * 60 + 30)).toBe('12:30');
    expect(formatWait(3600 + 2 * 60 + 5)).toBe('1:02:05');
  });
});

describe('attention: the title badge', () => {
  const list = [
    conversation(1),
    conversation(2),
    conversation(3, { status: 'assigned', staffIdx: ME, staffUnread: 2 }),
    conversation(4, { status: 'assigned', staffIdx: ME, staffUnread: 1 }),
    conversation(5, { status: 'assigned', staffIdx: 9, staffUnread: 4 }),
  ];

  it("counts unseen queued conversations and the unread of the agent's own", () => {
    expect(attentionCount(list, ME, new Set(), null, true)).toBe(2 + 3);
    expect(attentionCount(list, ME, new Set([1, 2]), null, true)).toBe(3);
  });

  it('leaves out the conversation on screen only while the tab is visible', () => {
    expect(attentionCount(list, ME, new Set([1, 2]), 3, true)).toBe(1);
    expect(attentionCount(list, ME, new Set([1, 2]), 3, false)).toBe(3);
  });

  it('puts "(N) " in front of the title and takes it away at 0', () => {
    expect(badgedTitle('Console · Storefront', 3)).toBe('(3) Console · Storefront');
    expect(badgedTitle('(3) Console · Storefront', 5)).toBe('(5) Console · Storefront');
    expect(badgedTitle('(5) Console · Storefront', 0)).toBe('Console · Storefront');
  });
});

describe('canned answers in the input', () => {
  const rows = [
    { shortcut: 'refund', body: 'Refunds take 5 days.' },
    { shortcut: 'hello', body: 'Hello! How can I help?' },
    { shortcut: 'shipping', body: 'We ship in 2 days; refund if late.' },
  ];

  it('opens on a "/" at the start and searches what follows it', () => {
    expect(cannedQuery('/')).toBe('');
    expect(cannedQuery('/ref')).toBe('ref');
    expect(cannedQuery('/ref\n')).toBe('ref');
    expect(cannedQuery('hello /ref')).toBeNull();
    expect(cannedQuery('/ref and more')).toBeNull();
    expect(cannedQuery('')).toBeNull();
  });

  it('lists shortcuts starting with the search first, then those containing it, by shortcut', () => {
    expect(filterCanned(rows, '').map((c) => c.shortcut)).toEqual(['hello', 'refund', 'shipping']);
    expect(filterCanned(rows, 'REF').map((c) => c.shortcut)).toEqual(['refund', 'shipping']);
    expect(filterCanned(rows, 'sh').map((c) => c.shortcut)).toEqual(['shipping']);
    expect(filterCanned(rows, 'zzz')).toEqual([]);
  });
});
