import type { LiveChatMessage } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  flattenLiveMessages,
  newestPageOnly,
  olderPageParam,
  withLiveEdit,
  withLiveMessage,
  withLiveRead,
  withoutLiveMessage,
  type LiveMessagePages,
} from './live-chat-pages.ts';

const message = (idx: number, overrides: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  idx,
  subjectIdx: 1,
  body: `message ${idx}`,
  owner: false,
  staff: true,
  senderIdx: 50,
  readed: false,
  createAt: new Date(Date.UTC(2026, 0, 2, 10, idx)).toISOString(),
  ...overrides,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const pages = (...batches: LiveChatMessage[][]): LiveMessagePages => ({
  pages: batches,
  pageParams: batches.map((batch, i) => (i === 0 ? null : (batches[i - 1]?.[0]?.idx ?? null))),
});

describe('live-chat cache (spec 4)', () => {
  it('pages by 10 and stops at a page of fewer than 10 rows', () => {
    expect(olderPageParam(range(11, 20))).toBe(11);
    expect(olderPageParam(range(2, 10))).toBeUndefined();
    expect(olderPageParam([])).toBeUndefined();
  });

  it('lists a conversation oldest first, each message once', () => {
    const data = withLiveMessage(pages(range(11, 20), range(1, 10)), message(21));
    expect(flattenLiveMessages(data).map((m) => m.idx)).toEqual(range(1, 21).map((m) => m.idx));
    expect(withLiveMessage(data, message(21))).toBe(data);
    expect(withLiveMessage(undefined, message(1))).toBeUndefined();
  });

  it('removes a deleted message from whichever page holds it', () => {
    const data = withoutLiveMessage(pages(range(11, 20), range(1, 10)), 5);
    expect(flattenLiveMessages(data).some((m) => m.idx === 5)).toBe(false);
    expect(withoutLiveMessage(data, 5)).toBe(data);
  });

  it('merges an edit into the message, keeping what the edit leaves out', () => {
    const data = withLiveEdit(pages([message(1, { readed: true })]), {
      idx: 1,
      subjectIdx: 1,
      body: 'better words',
      editAt: '2026-01-02T11:00:00.000Z',
    });
    expect(flattenLiveMessages(data)[0]).toEqual({
      ...message(1, { readed: true }),
      body: 'better words',
      editAt: '2026-01-02T11:00:00.000Z',
    });
  });

  it("turns the shopper's own messages read when staff read them, and staff messages when the shopper did", () => {
    const data = pages([message(1, { staff: false }), message(2), message(3, { staff: false })]);
    const byStaff = flattenLiveMessages(withLiveRead(data, { upToIdx: 2, reader: 'staff' }));
    expect(byStaff.map((m) => m.readed)).toEqual([true, false, false]);
    const byShopper = flattenLiveMessages(withLiveRead(data, { upToIdx: 3, reader: 'shopper' }));
    expect(byShopper.map((m) => m.readed)).toEqual([false, true, false]);
  });

  it('replaces everything held by the newest page after a reconnection', () => {
    expect(newestPageOnly(range(21, 30))).toEqual({ pages: [range(21, 30)], pageParams: [null] });
  });
});
