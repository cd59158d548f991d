import type { AckDataOf } from '@storefront/contract';
import { emitWithAck, useSocketStatus } from '../api/socket-client.ts';
import { ConnectionStatus } from '@storefront/contract/constants';

/*
 * The exact catch-up every chat does after a reconnection (spec 4, made exact): the server numbers
 * each party's changes 1, 2, 3… in commit order and every live change carries its number; the
 * client keeps the last one it applied and, reconnected, asks for the changes after it (`pm.since`,
 * `liveChat.since`), page after page while `more`, applying each as if it had come live. Written
 * once here for the private messages, the live chat's widget and the staff console.
 */

/** The events that answer a party's changes after a position. */
export type SinceEvent = 'pm.since' | 'liveChat.since';
interface SinceAnswers {
  'pm.since': AckDataOf<'pm.since'>;
  'liveChat.since': AckDataOf<'liveChat.since'>;
}
export type SinceAnswer<E extends SinceEvent> = SinceAnswers[E];
export type ChangeOf<E extends SinceEvent> = SinceAnswer<E>['changes'][number];

/**
 * How a catch-up ended: every change since applied (`done`); the position was not known yet
 * (`unknown`: nothing was asked); the client is ahead of the server (`reset`, with its answer) or
 * the server could not answer (`failed`): either way what is held must be fetched anew.
 */
export type CatchUpOutcome<E extends SinceEvent> =
  { kind: 'done' } | { kind: 'unknown' } | { kind: 'reset'; answer: SinceAnswer<E> } | { kind: 'failed' };

export interface CatchUpOptions<E extends SinceEvent> {
  event: E;
  /** Applies one change exactly as its live event would (without what only a live one does: ack, chime). */
  apply(change: ChangeOf<E>): void;
  /** After each page's changes are applied (the private messages take the unread total it carries). */
  answered?(answer: SinceAnswer<E>): void;
  /** Staff catch up per conversation: the one this catch-up is of (`liveChat.since`'s `subjectIdx`). */
  subjectIdx?: number;
  /**
   * A live change came with a number past the next one, and the ones between did not follow
   * within `GAP_WAIT_MS` while connected: what the feature does after a reconnection (a catch-up)
   * is to be done now. A change published while Redis was away never comes live, and the
   * party's own next change (from its own process) would otherwise carry the position past it.
   */
  onGap?(): void;
}

/**
 * How long a gap in the numbers may stay open before a catch-up is asked: changes from two server
 * processes may arrive out of order by a few milliseconds, and fill the gap themselves.
 */
export const GAP_WAIT_MS = 1_000;

export interface CatchUp<E extends SinceEvent> {
  /** The last change applied; null until the first is known. */
  position(): number | null;
  /**
   * The party's latest position as a connection announces it (`pm.init`, `liveChat.init`, the
   * console's state): taken only while none is held, since after a reconnection the catch-up, not
   * the announcement, moves the position on.
   */
  known(latest: number | undefined): void;
  /**
   * Where a page read from the server says the side stood: the catch-up starts no later than
   * there (a change heard before the page came, or while another held the conversation, is asked
   * again; applying a change twice changes nothing).
   */
  seen(at: number): void;
  /** A change was applied (live or caught up): its position, when it has one. */
  advance(to: number | undefined): void;
  /** Another user (or none): their position is not this one's. */
  forget(): void;
  /** Asks for and applies every change after the position held. */
  run(): Promise<CatchUpOutcome<E>>;
}

export function catchUp<E extends SinceEvent>(options: CatchUpOptions<E>): CatchUp<E> {
  /** The last change applied with every one before it: where a catch-up starts. */
  let position: number | null = null;
  /** Changes applied past a gap (their numbers), waiting for the ones between. */
  const ahead = new Set<number>();
  let gapTimer: ReturnType<typeof setTimeout> | null = null;
  const gapOpen = () => ahead.size > 0;
  /** Takes the position to `to` (never back), then over every change applied just past it. */
  const moveTo = (to: number) => {
    if (position === null || to > position) position = to;
    for (const seen of ahead) if (seen <= position) ahead.delete(seen);
    while (ahead.delete(position + 1)) position += 1;
    if (gapOpen()) watchGap();
  };
  const watchGap = () => {
    if (gapTimer !== null || !options.onGap) return;
    gapTimer = setTimeout(() => {
      gapTimer = null;
      // Disconnected, the reconnection's own catch-up follows.
      if (gapOpen() && useSocketStatus.getState().status === ConnectionStatus.connected) options.onGap?.();
    }, GAP_WAIT_MS);
  };
  const advance = (to: number | undefined) => {
    if (to === undefined) return;
    if (position === null || to === position + 1) return moveTo(to);
    if (to <= position) return;
    // A number skipped: applied all the same (applying a change twice changes nothing), but the
    // position stays before the gap until the changes between have come.
    ahead.add(to);
    watchGap();
  };
  const clear = () => {
    ahead.clear();
    if (gapTimer !== null) clearTimeout(gapTimer);
    gapTimer = null;
  };
  return {
    position: () => position,
    known: (latest) => {
      if (position === null && latest !== undefined) position = latest;
    },
    advance,
    seen: (at) => {
      position = position === null ? at : Math.min(position, at);
    },
    forget: () => {
      position = null;
      clear();
    },
    async run() {
      if (position === null) return { kind: 'unknown' };
      // The pages follow one another from this cursor: a live change heard meanwhile moves the
      // position on, but the changes between are still to be asked.
      let after = position;
      for (;;) {
        const scope = options.subjectIdx === undefined ? {} : { subjectIdx: options.subjectIdx };
        const asked = await emitWithAck<SinceEvent>(options.event, { position: after, ...scope });
        if (!asked.ok) return { kind: 'failed' };
        const answer = asked.data as SinceAnswer<E>;
        if (answer.reset) {
          clear();
          position = answer.position;
          return { kind: 'reset', answer };
        }
        for (const change of answer.changes) options.apply(change);
        // Every change up to the answer's position is applied now, gap or not.
        moveTo(answer.position);
        options.answered?.(answer);
        if (!answer.more) return { kind: 'done' };
        after = answer.position;
      }
    },
  };
}
