import type { PmSubject } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { flattenSubjects, updateSubject, withSubjectFirst, type SubjectPages } from './pm-cache.ts';

// A conversation's messages change through the chat core (chat/conversation-cache.test.ts).
const subject = (idx: number, updateAt: string, unread = 0): PmSubject => ({
  idx,
  buyerIdx: 1,
  sellerIdx: 2,
  shopIdx: 3,
  user: { idx: 3, avatar: '', shopName: `shop ${idx}`, remark: '' },
  unread,
  updateAt,
});
const paging = { current: 1, total: 3, size: 10 };
const subjectPages = (...pages: PmSubject[][]): SubjectPages => ({
  pages: pages.map((rows) => ({ rows, paging })),
  pageParams: pages.map((_, i) => i + 1),
});

describe('the private-message subject lists (spec 4)', () => {
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
