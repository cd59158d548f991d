import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SubjectRow } from './livechat-repository.ts';

/*
 * A queued conversation nobody took ends after LIVE_QUEUE_EXPIRY_MINUTES (issue 19): a queue of
 * conversations no agent will ever answer neither grows without end nor keeps its shoppers
 * waiting. A conversation begun and never written in is in no queue and no console
 * (livechat-repository.ts); left a day it is removed. Every server process sweeps now and then;
 * one statement ends each due conversation once (rows another transaction holds are skipped and
 * looked at by the next sweep), and only the process that ended it tells the clients.
 */

/** How often each process looks for queued conversations past their time. */
export const LIVE_EXPIRY_SWEEP_MS = 60_000;
/** Conversations ended per sweep at most; the rest wait for the next one. */
const SWEEP_LIMIT = 500;
/** A conversation begun and never written in is removed once untouched this long. */
const UNWRITTEN_HOURS = 24;

/** Ends the queued conversations that have waited `minutes`, longest waiting first; answers them as ended. */
export async function expireQueued(db: Db, minutes: number): Promise<SubjectRow[]> {
  const { rows } = await sql<SubjectRow>`
    update live_subjects
    set status = 'ended', ended_at = now(), updated_at = now(), shopper_present = false
    where idx in (
      select idx from live_subjects
      where status = 'queued' and queued_at <= now() - make_interval(mins => ${minutes})
      order by queued_at, idx
      limit ${SWEEP_LIMIT}
      for update skip locked
    ) and status = 'queued'
    returning *`.execute(db);
  return rows;
}

/** Removes the conversations begun and never written in that nobody touched for a day. */
export async function dropUnwritten(db: Db): Promise<number> {
  const removed = await db
    .deleteFrom('live_subjects')
    .where('status', '=', 'open')
    .where('updated_at', '<=', sql<Date>`now() - make_interval(hours => ${UNWRITTEN_HOURS})`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('live_messages').select('idx').whereRef('live_messages.subject_idx', '=', 'live_subjects.idx'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/** Sweeps every LIVE_EXPIRY_SWEEP_MS until stopped; a failed sweep is reported and the next one tries again. */
export function scheduleLiveExpiry(sweep: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep()
      .catch(onError)
      .finally(() => (running = false));
  }, LIVE_EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
