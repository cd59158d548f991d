import type { LiveChatMessage, PmMessage } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import {
  conversationCache,
  flattenMessages,
  newestPageOnly,
  olderPageParam,
  withEdit,
  withMessage,
  withMessages,
  withoutMessage,
  withRead,
  writtenToLiveReader,
  type MessagePages,
} from './conversation-cache.ts';

/*
 * The one conversation cache every chat uses (the private messages, the widget, the console):
 * paging, and idempotent upserts of messages, edits, deletes and reads, then the cache bound to a
 * chat's keys, which waits for a sent message's own echo.
 */

type LiveMessagePages = MessagePages<LiveChatMessage>;

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

describe('a conversation’s pages (spec 4)', () => {
  it('pages by 10 and stops at a page of fewer than 10 rows', () => {
    expect(olderPageParam(range(11, 20), 10)).toBe(11);
    expect(olderPageParam(range(2, 10), 10)).toBeUndefined();
    expect(olderPageParam([], 10)).toBeUndefined();
    // The private messages page by 20.
    expect(olderPageParam(range(11, 20), 20)).toBeUndefined();
  });

  it('lists a conversation oldest first, each message once', () => {
    const data = withMessage(pages(range(11, 20), range(1, 10)), message(21));
    expect(flattenMessages(data).map((m) => m.idx)).toEqual(range(1, 21).map((m) => m.idx));
    expect(withMessage(data, message(21))).toBe(data);
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });

  it('removes a deleted message from whichever page holds it', () => {
    const data = withoutMessage(pages(range(11, 20), range(1, 10)), 5);
    expect(flattenMessages(data).some((m) => m.idx === 5)).toBe(false);
    expect(withoutMessage(data, 5)).toBe(data);
  });

  it('merges an edit into the message, keeping what the edit leaves out', () => {
    const data = withEdit(pages([message(1, { readed: true })]), {
      idx: 1,
      subjectIdx: 1,
      body: 'better words',
      editAt: '2026-01-02T11:00:00.000Z',
    });
    expect(flattenMessages(data)[0]).toEqual({
      ...message(1, { readed: true }),
      body: 'better words',
      editAt: '2026-01-02T11:00:00.000Z',
    });
  });

  it("turns the shopper's own messages read when staff read them, and staff messages when the shopper did", () => {
    const data = pages([message(1, { staff: false }), message(2), message(3, { staff: false })]);
    const byStaff = flattenMessages(withRead(data, 2, writtenToLiveReader('staff')));
    expect(byStaff.map((m) => m.readed)).toEqual([true, false, false]);
    const byShopper = flattenMessages(withRead(data, 3, writtenToLiveReader('shopper')));
    expect(byShopper.map((m) => m.readed)).toEqual([false, true, false]);
  });

  it('replaces everything held by the newest page after a reconnection', () => {
    expect(newestPageOnly(range(21, 30))).toEqual({ pages: [range(21, 30)], pageParams: [null] });
  });

  it('adds a page asked again once, keeping what was held', () => {
    const data = pages(range(5, 6));
    const again = withMessages(data, [message(6), message(7)]);
    expect(flattenMessages(again).map((m) => m.idx)).toEqual([5, 6, 7]);
    expect(withMessages(again, [message(7)])).toBe(again);
  });

  it('applies the same upserts to private messages, read by the other party', () => {
    const pm = (idx: number, senderIdx: number): PmMessage => ({
      idx,
      subjectIdx: 5,
      body: `m${idx}`,
      owner: senderIdx === 1,
      staff: false,
      senderIdx,
      readed: false,
      createAt: new Date(2026, 0, 1, 0, idx).toISOString(),
    });
    // Batches may overlap after live additions: each message once, in order.
    const data: MessagePages<PmMessage> = {
      pages: [
        [pm(21, 1), pm(22, 2)],
        [pm(1, 2), pm(21, 1)],
      ],
      pageParams: [null, 21],
    };
    expect(flattenMessages(data).map((m) => m.idx)).toEqual([1, 21, 22]);
    // User 2 read up to 21: user 1's message 21 is read, user 2's own are untouched.
    const read = flattenMessages(withRead(data, 21, (m) => m.senderIdx !== 2));
    expect(read.map((m) => [m.idx, m.readed])).toEqual([
      [1, false],
      [21, true],
      [22, false],
    ]);
    expect(flattenMessages(withoutMessage(data, 1)).map((m) => m.idx)).toEqual([21, 22]);
  });
});

describe('a chat’s conversation cache', () => {
  const cache = conversationCache<LiveChatMessage>((subjectIdx) => ['test-chat', subjectIdx]);

  it('writes the upserts under the chat’s key, once each', () => {
    queryClient.setQueryData<LiveMessagePages>(['test-chat', 1], pages([message(1)]));
    cache.add(message(2));
    cache.add(message(2));
    cache.edit(1, { idx: 2, subjectIdx: 1, body: 'edited' });
    cache.read(1, 2, writtenToLiveReader('shopper'));
    expect(flattenMessages(cache.get(1)).map((m) => [m.idx, m.body, m.readed])).toEqual([
      [1, 'message 1', true],
      [2, 'edited', true],
    ]);
    cache.remove(1, 1);
    expect(cache.find(1, 1)).toBeUndefined();
    cache.replaceNewest(1, [message(9)]);
    expect(cache.get(1)).toEqual(newestPageOnly([message(9)]));
    // A conversation not held is not created by its newest page.
    cache.replaceNewest(2, [message(9)]);
    expect(cache.get(2)).toBeUndefined();
  });

  it('waits for a sent message’s echo, and asks for the newest page when none comes', async () => {
    queryClient.setQueryData<LiveMessagePages>(['test-chat', 1], pages([message(1)]));
    let asked = 0;
    const newest = async () => {
      asked++;
      return [message(1), message(4)];
    };
    const echoed = cache.whenHeld(1, 3, newest);
    setTimeout(() => cache.add(message(3)), 20);
    await echoed;
    expect(asked).toBe(0);
    await cache.whenHeld(1, 4, newest);
    expect(asked).toBe(1);
    expect(flattenMessages(cache.get(1)).map((m) => m.idx)).toEqual([1, 3, 4]);
  });
});
