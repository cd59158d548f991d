import type { PmMessage, PmSubject } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import type { InfiniteData } from '@tanstack/react-query';
import type { MessagePages as ChatMessagePages } from '../../chat/conversation-cache.ts';

/*
 * The private messages' caches (spec 4): the subject lists change through the pure functions
 * here, a conversation's messages through the chat core's (pm-messages.ts: a new
 * message, a revoke and a read, applied the same way whether they came live or in a catch-up).
 * Each is idempotent: applying a change twice leaves the cache as applying it once.
 */

export type SubjectPages = InfiniteData<Page<PmSubject>>;
/** Batches of a conversation, newest batch first, each oldest first; the page param is the idx the batch is older than. */
export type MessagePages = ChatMessagePages<PmMessage>;

export const pmKeys = {
  all: ['pm'] as const,
  unread: ['pm', 'unread'] as const,
  subjects: ['pm', 'subjects'] as const,
  /** The list searched by name: under `subjects`, so a change to every list reaches it too. */
  searched: (kw: string) => ['pm', 'subjects', 'kw', kw] as const,
  subject: (subjectIdx: number) => ['pm', 'subject', subjectIdx] as const,
  messages: (subjectIdx: number) => ['pm', 'messages', subjectIdx] as const,
};

/** The conversations newest first, each once. */
export function flattenSubjects(data: SubjectPages | undefined): PmSubject[] {
  if (!data) return [];
  const seen = new Map<number, PmSubject>();
  for (const page of data.pages)
    for (const subject of page.rows) if (!seen.has(subject.idx)) seen.set(subject.idx, subject);
  return [...seen.values()].sort((a, b) =>
    a.updateAt < b.updateAt ? 1 : a.updateAt > b.updateAt ? -1 : b.idx - a.idx,
  );
}

export function findSubject(data: SubjectPages | undefined, subjectIdx: number): PmSubject | undefined {
  return data?.pages.flatMap((page) => page.rows).find((subject) => subject.idx === subjectIdx);
}

/** Changes one subject wherever it is in the loaded pages. */
export function updateSubject(
  data: SubjectPages | undefined,
  subjectIdx: number,
  change: (subject: PmSubject) => PmSubject,
): SubjectPages | undefined {
  if (!findSubject(data, subjectIdx) || !data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      rows: page.rows.map((subject) => (subject.idx === subjectIdx ? change(subject) : subject)),
    })),
  };
}

/** Puts a subject first (a new conversation, or one a message just updated), dropping its old place. */
export function withSubjectFirst(data: SubjectPages | undefined, subject: PmSubject): SubjectPages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({ ...page, rows: page.rows.filter((s) => s.idx !== subject.idx) }));
  const [first, ...rest] = pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, rows: [subject, ...first.rows] }, ...rest] };
}
