import type { PmChange, PmMessage, PmSubject, ServerPayloadOf } from '@storefront/contract';
import { MessageFlag } from '@storefront/contract/constants';
import { fetchData } from '../../api/query.ts';
import { queryClient } from '../../api/query-client.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { emitWithAck, onSocketEvent } from '../../api/socket-client.ts';
import { catchUp } from '../../chat/catch-up.ts';
import { liveStarter } from '../../chat/live-listeners.ts';
import { findSubject, pmKeys, updateSubject, withSubjectFirst, type SubjectPages } from './pm-cache.ts';
import { pmMessages, writtenToPmReader } from './pm-messages.ts';
import { isShowing, usePmScreen } from './pm-screen-store.ts';
import { playChime } from '../../components/chat/chat-sound.ts';

/*
 * The live side of private messages (spec 4, 7.4): the socket's events written into the query
 * cache. Every change carries the user's position; after a reconnection the client asks for the
 * changes after the last position it holds (`pm.since`) and applies them as if they had come live,
 * so nothing acknowledged is missed and nothing is refetched that did not change.
 */

/** Messages already counted, so a message heard live and again in a catch-up counts once. */
const counted = new Set<number>();

const me = () => useSessionStore.getState().user.idx;

function setUnreadTotal(unread: number) {
  queryClient.setQueryData<number>(pmKeys.unread, Math.max(0, unread));
}

/** Marks a conversation read (spec 4: opening it, or a message arriving while it shows). */
export async function markRead(subjectIdx: number): Promise<void> {
  queryClient.setQueryData<SubjectPages>(pmKeys.subjects, (data) =>
    updateSubject(data, subjectIdx, (subject) => ({ ...subject, unread: 0 })),
  );
  readsInFlight++;
  try {
    const answer = await emitWithAck('pm.readed', { subjectIdx });
    if (answer.ok) setUnreadTotal(answer.data.unread);
  } finally {
    readsInFlight--;
  }
}

/**
 * Marks on their way: a message to the conversation on screen is counted by the server, then read
 * at once; the total its pm.init brings meanwhile would make the badge blink, and the read's
 * acknowledgement brings the total after both.
 */
let readsInFlight = 0;

/** Asks the server for one subject's row again and puts it in place (its unread count after a revoke). */
async function refreshSubject(subjectIdx: number): Promise<void> {
  try {
    const subject = (await fetchData('pm/subject/list', { fetchSubject: subjectIdx, page: 1 })).rows[0];
    if (!subject) return;
    queryClient.setQueryData(pmKeys.subject(subjectIdx), subject);
    // A single row comes without its last message: the one the list held stays.
    queryClient.setQueryData<SubjectPages>(pmKeys.subjects, (data) =>
      updateSubject(data, subjectIdx, (old) => ({ ...subject, last: subject.last ?? old.last })),
    );
  } catch {
    // the next change or the next opening shows the count
  }
}

/** A subject the loaded pages do not hold (a buyer's first message to a seller): fetched and put first. */
async function fetchSubjectFirst(subjectIdx: number): Promise<PmSubject | null> {
  try {
    const page = await fetchData('pm/subject/list', { fetchSubject: subjectIdx, page: 1 });
    const subject = page.rows[0] ?? null;
    if (subject) {
      queryClient.setQueryData(pmKeys.subject(subject.idx), subject);
      queryClient.setQueryData<SubjectPages>(pmKeys.subjects, (data) => withSubjectFirst(data, subject));
    }
    return subject;
  } catch {
    return null;
  }
}

function applyMessage(message: PmMessage & { position?: number }, live: boolean) {
  changes.advance(message.position);
  const { position: _position, ...stored } = message;
  void _position;
  pmMessages.add(stored);
  const own = stored.senderIdx === me();
  const firstTime = !counted.has(stored.idx);
  counted.add(stored.idx);
  const showing = !own && isShowing(stored.subjectIdx);
  const subjects = queryClient.getQueryData<SubjectPages>(pmKeys.subjects);
  const subject = findSubject(subjects, stored.subjectIdx);
  if (subject) {
    const unread = own || showing || stored.readed || !firstTime ? subject.unread : subject.unread + 1;
    queryClient.setQueryData<SubjectPages>(pmKeys.subjects, (data) =>
      withSubjectFirst(data, {
        ...subject,
        unread,
        updateAt: stored.createAt > subject.updateAt ? stored.createAt : subject.updateAt,
        // The row's preview: this message, unless the row already shows a later one.
        last:
          subject.last && subject.last.createdAt > stored.createAt
            ? subject.last
            : {
                flag: stored.flag ?? MessageFlag.text,
                body: typeof stored.body === 'string' ? stored.body : '',
                createdAt: stored.createAt,
              },
      }),
    );
  } else if (subjects) {
    void fetchSubjectFirst(stored.subjectIdx);
  }
  if (showing && !stored.readed) void markRead(stored.subjectIdx);
  if (live && !own && firstTime) playChime(`pm:${stored.idx}`);
}

function applyRevoke(revoke: ServerPayloadOf<'pm.revoke'>) {
  changes.advance(revoke.position);
  const message = pmMessages.find(revoke.subjectIdx, revoke.idx);
  pmMessages.remove(revoke.subjectIdx, revoke.idx);
  // A revoked unread message to this user lowers their counters (spec 4): the subject's count is
  // asked again (one row), the total comes with the pm.init that follows.
  if (!revoke.readed && message?.senderIdx !== me()) void refreshSubject(revoke.subjectIdx);
}

function applyRead(read: ServerPayloadOf<'pm.readed'>) {
  changes.advance(read.position);
  pmMessages.read(read.subjectIdx, read.upToIdx, writtenToPmReader(read.readerIdx));
  if (read.readerIdx === me()) {
    queryClient.setQueryData<SubjectPages>(pmKeys.subjects, (data) =>
      updateSubject(data, read.subjectIdx, (subject) => ({ ...subject, unread: 0 })),
    );
  }
}

function applyChange(change: PmChange) {
  if (change.kind === 'message') applyMessage(change.message, false);
  else if (change.kind === 'revoke') applyRevoke(change.revoke);
  else applyRead(change.read);
}

/** The user's changes: the last one this tab applied, and the catch-up after a reconnection. */
const changes = catchUp({
  event: 'pm.since',
  apply: applyChange,
  answered: ({ unread }) => setUnreadTotal(unread),
  // A change that never came live (published while Redis was away): caught up as after a reconnection.
  onGap: () => void catchUpAfterReconnect(),
});

/** After a reconnection: every change since the last one applied, in order (spec 4, made exact). */
async function catchUpAfterReconnect(): Promise<void> {
  const outcome = await changes.run();
  if (outcome.kind === 'failed') {
    void queryClient.invalidateQueries({ queryKey: pmKeys.all });
  } else if (outcome.kind === 'reset') {
    await queryClient.invalidateQueries({ queryKey: pmKeys.all });
    setUnreadTotal(outcome.answer.unread);
  }
}

/**
 * Listens while someone is signed in (api/socket-client.ts connects for them); another user, or
 * none, and the previous user's private messages are forgotten. Returns the function that stops it.
 */
export const startPmLive = liveStarter({
  listen: () => [
    onSocketEvent('pm.init', ({ unread, position: latest }) => {
      changes.known(latest);
      if (readsInFlight === 0) setUnreadTotal(unread);
    }),
    onSocketEvent('pm', (message) => applyMessage(message, true)),
    onSocketEvent('pm.revoke', applyRevoke),
    onSocketEvent('pm.readed', applyRead),
  ],
  reconnected: () => void catchUpAfterReconnect(),
  // The previous user's conversations leave the screen and the cache. The badge's entry is set to
  // 0 rather than removed, so the header keeps listening to it.
  forget: () => {
    changes.forget();
    counted.clear();
    usePmScreen.setState({ open: false, subjectIdx: null });
    queryClient.removeQueries({ queryKey: pmKeys.subjects });
    queryClient.removeQueries({ queryKey: ['pm', 'subject'] });
    queryClient.removeQueries({ queryKey: ['pm', 'messages'] });
    setUnreadTotal(0);
  },
});
