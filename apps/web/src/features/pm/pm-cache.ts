import type { PmMessage, PmSubject } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import type { InfiniteData } from '@tanstack/react-query';

/*
 * How the private-message caches change, as pure functions of the cached data (spec 4): a new
 * message, a revoke and a read, applied the same way whether they came live or in a catch-up.
 * Each is idempotent: applying a change twice leaves the cache as applying it once.
 */

export type SubjectPages = InfiniteData<Page<PmSubject>>;
/** Batches of a conversation, newest batch first, each oldest first; the page param is the idx the batch is older than. */
export type MessagePages = InfiniteData<PmMessage[]>;

export const pmKeys = {
  all: ['pm'] as const,
  unread: ['pm', 'unread'] as const,
  subjects: ['pm', 'subjects'] as const,
  /** The list searched by name: under `subjects`, so a change to every list reaches it too. */
  searched: (kw: string) => ['pm', 'subjects', 'kw', kw] as const,
  subject: (subjectIdx: number) => ['pm', 'subject', subjectIdx] as const,
  messages: (subjectIdx: number) => ['pm', 'messages', subjectIdx] as const,
};

const byIdx = (a: { idx: number }, b: { idx: number }) => a.idx - b.idx;

/** A conversation's messages in order, each once (batches may overlap after live additions). */
export function flattenMessages(data: MessagePages | undefined): PmMessage[] {
  if (!data) return [];
  const seen = new Map<number, PmMessage>();
  for (const batch of data.pages) for (const message of batch) seen.set(message.idx, message);
  return [...seen.values()].sort(byIdx);
}

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

/** Adds a message to the newest batch (once). */
export function withMessage(data: MessagePages | undefined, message: PmMessage): MessagePages | undefined {
  if (!data || data.pages.some((batch) => batch.some((m) => m.idx === message.idx))) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message].sort(byIdx), ...older] };
}

export function withoutMessage(data: MessagePages | undefined, idx: number): MessagePages | undefined {
  if (!data || !data.pages.some((batch) => batch.some((m) => m.idx === idx))) return data;
  return { ...data, pages: data.pages.map((batch) => batch.filter((m) => m.idx !== idx)) };
}

/**
 * A read: the reader read every message to them up to `upToIdx`. Seen by the sender, their own
 * messages turn 'read'; seen by the reader (another tab), the incoming ones do.
 */
export function withRead(
  data: MessagePages | undefined,
  read: { readerIdx: number; upToIdx: number },
): MessagePages | undefined {
  if (!data) return data;
  const turns = (m: PmMessage) => !m.readed && m.idx <= read.upToIdx && m.senderIdx !== read.readerIdx;
  if (!data.pages.some((batch) => batch.some(turns))) return data;
  return { ...data, pages: data.pages.map((batch) => batch.map((m) => (turns(m) ? { ...m, readed: true } : m))) };
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
