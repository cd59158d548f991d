import type { PmMessage, PmSubject } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  flattenMessages,
  flattenSubjects,
  updateSubject,
  withMessage,
  withoutMessage,
  withRead,
  withSubjectFirst,
  type MessagePages,
  type SubjectPages,
} from './pm-cache.ts';

const message = (idx: number, senderIdx: number, readed = false): PmMessage => ({
  idx,
  subjectIdx: 5,
  body: `m${idx}`,
  owner: senderIdx === 1,
  staff: false,
  senderIdx,
  readed,
  createAt: new Date(2026, 0, 1, 0, idx).toISOString(),
});
const subject = (idx: number, updateAt: string, unread = 0): PmSubject => ({
  idx,
  buyerIdx: 1,
  sellerIdx: 2,
  shopIdx: 3,
  user: { idx: 3, avatar: '', shopName: `shop ${idx}`, remark: '' },
  unread,
  updateAt,
});
const batches = (...pages: PmMessage[][]): MessagePages => ({ pages, pageParams: pages.map(() => null) });
const paging = { current: 1, total: 3, size: 10 };
const subjectPages = (...pages: PmSubject[][]): SubjectPages => ({
  pages: pages.map((rows) => ({ rows, paging })),
  pageParams: pages.map((_, i) => i + 1),
});

describe('the private-message caches (spec 4)', () => {
  it('lists a conversation oldest first, each message once, across overlapping batches', () => {
    const data = batches([message(21, 1), message(22, 2)], [message(1, 2), message(21, 1)]);
    expect(flattenMessages(data).map((m) => m.idx)).toEqual([1, 21, 22]);
  });

  it('adds a message once however often it is heard, and removes a revoked one', () => {
    let data = batches([message(1, 2)]);
    data = withMessage(data, message(2, 1))!;
    const again = withMessage(data, message(2, 1));
    expect(again).toBe(data);
    expect(flattenMessages(data).map((m) => m.idx)).toEqual([1, 2]);
    expect(flattenMessages(withoutMessage(data, 1)).map((m) => m.idx)).toEqual([2]);
    expect(withoutMessage(data, 99)).toBe(data);
  });

  it("turns the sender's messages up to the read mark 'read', and only those", () => {
    const data = batches([message(1, 1), message(2, 2), message(3, 1)]);
    // User 2 read up to 2: user 1's message 1 is read, 3 is not; user 2's own message is untouched.
    const read = flattenMessages(withRead(data, { readerIdx: 2, upToIdx: 2 }));
    expect(read.map((m) => [m.idx, m.readed])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
  });

  it('lists subjects newest update first, each once, and moves an updated one first', () => {
    const a = subject(1, '2026-01-01T10:00:00.000Z');
    const b = subject(2, '2026-01-02T10:00:00.000Z', 2);
    let data = subjectPages([b, a]);
    data = withSubjectFirst(data, { ...a, updateAt: '2026-01-03T10:00:00.000Z', unread: 1 })!;
    expect(flattenSubjects(data).map((s) => [s.idx, s.unread])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    data = updateSubject(data, 2, (s) => ({ ...s, unread: 0 }))!;
    expect(flattenSubjects(data).find((s) => s.idx === 2)?.unread).toBe(0);
    expect(updateSubject(data, 99, (s) => s)).toBe(data);
  });
});
