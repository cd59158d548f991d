import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UploadsService } from './uploads-service.ts';

/*
 * An upload is made before the form that uses it is sent, so some are never used (a form left
 * half-filled, a picture replaced). Every server process sweeps now and then: uploads older than
 * the age nothing refers to lose their row and their bytes (in DATA_DIR or the bucket). Rows another process is sweeping are
 * skipped (SKIP LOCKED), as the order-expiry sweep does.
 */

/** How often each server process looks for unused uploads. */
export const UPLOAD_SWEEP_MS = 15 * 60_000;
/** Uploads removed per sweep at most; the rest wait for the next one. */
const SWEEP_LIMIT = 200;

/**
 * SQL: nothing stores this upload's address. Every column that holds upload addresses is here:
 * account avatars, shop logos and banners, identity photos, goods covers and pictures, review
 * pictures, and private and live chat messages (a picture message's body is its address).
 */
const unreferenced = sql<boolean>`
  not exists (select 1 from users where avatar = uploads.path)
  and not exists (select 1 from shops where logo = uploads.path or banner = uploads.path)
  and not exists (select 1 from realname_verifications where photo = uploads.path)
  and not exists (select 1 from goods where cover = uploads.path or images @> jsonb_build_array(uploads.path))
  and not exists (select 1 from reviews where photos @> jsonb_build_array(uploads.path))
  and not exists (select 1 from pm_messages where body = uploads.path)
  and not exists (select 1 from live_messages where body = uploads.path)`;

/**
 * Removes up to SWEEP_LIMIT uploads older than `maxAgeHours` that nothing refers to: their rows
 * in one transaction (re-checked there, locked, skipping rows held elsewhere), then their files
 * once the removal is committed, so a failed transaction never leaves a row without its file.
 * Returns the addresses removed.
 */
export async function sweepUnusedUploads(db: Db, uploads: UploadsService, maxAgeHours: number): Promise<string[]> {
  const removed = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('uploads')
      .select(['idx', 'path'])
      .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${maxAgeHours * 3600})`)
      .where(unreferenced)
      .orderBy('created_at')
      .limit(SWEEP_LIMIT)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .deleteFrom('uploads')
      .where(
        'idx',
        'in',
        due.map((row) => row.idx),
      )
      .execute();
    return due.map((row) => row.path);
  });
  for (const url of removed) {
    // Already gone is fine: the row was the record of it. A store that fails now leaves bytes
    // nothing refers to, never a row without its bytes.
    await uploads.removeBytes(url).catch(() => undefined);
  }
  return removed;
}

/** Sweeps every UPLOAD_SWEEP_MS until stopped; a failed sweep is reported and the next one tries again. */
export function scheduleUploadSweep(
  db: Db,
  uploads: UploadsService,
  maxAgeHours: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUnusedUploads(db, uploads, maxAgeHours)
      .catch(onError)
      .finally(() => (running = false));
  }, UPLOAD_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
