import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createShop } from '../../../test/commerce-helpers.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';
import { sweepUnusedUploads } from './upload-sweep.ts';

const SWEEP_AGE_HOURS = 24;

// The same sweep on both stores (issue 23): files in DATA_DIR, and an S3-compatible bucket.
describe.each(['local', 's3'] as const)('sweepUnusedUploads with UPLOAD_STORAGE=%s', (storage) => {
  let app: TestApp;
  let s3: TestS3 | null = null;
  beforeAll(async () => {
    if (storage === 's3') s3 = await startTestS3();
    app = await createTestApp(s3?.env ?? {});
  });
  afterAll(async () => {
    await app.destroy();
    await s3?.close();
  });

  const kept = (url: string) => app.services.uploads.hasBytes(url);
  const rowOf = (url: string) => app.db.selectFrom('uploads').select('idx').where('path', '=', url).executeTakeFirst();
  /** Dates an upload back, as if it had been made `hours` ago. */
  const age = (url: string, hours: number) =>
    app.db
      .updateTable('uploads')
      .set({ created_at: sql<Date>`now() - make_interval(hours => ${hours})` })
      .where('path', '=', url)
      .execute();

  it('removes old uploads nothing refers to, row and file, and keeps referenced and fresh ones', async () => {
    const buyer = await createBuyer(app);
    const shop = await createShop(app);
    const goodsIdx = shop.skus[0]!.goodsIdx;
    const [unused, unusedPrivate, fresh, avatar, identity, logo, goodsPicture] = [
      await uploadPhoto(app, buyer.token),
      await uploadPhoto(app, buyer.token, 'private'),
      await uploadPhoto(app, buyer.token),
      await uploadPhoto(app, buyer.token),
      await uploadPhoto(app, buyer.token, 'private'),
      await uploadPhoto(app, buyer.token),
      await uploadPhoto(app, buyer.token),
    ] as const;
    await app.db.updateTable('users').set({ avatar }).where('idx', '=', buyer.idx).execute();
    await app.db
      .insertInto('realname_verifications')
      .values({ user_idx: buyer.idx, real_name: 'Ann', id_number: '12345678', photo: identity })
      .execute();
    await app.db.updateTable('shops').set({ logo }).where('idx', '=', shop.idx).execute();
    await app.db
      .updateTable('goods')
      .set({ images: JSON.stringify(['/uploads/seed/goods/shirt-400.webp', goodsPicture]) })
      .where('idx', '=', goodsIdx)
      .execute();
    const referenced = [avatar, identity, logo, goodsPicture];
    for (const url of [unused, unusedPrivate, ...referenced]) await age(url, SWEEP_AGE_HOURS + 1);
    await age(fresh, SWEEP_AGE_HOURS - 1);
    for (const url of [unused, unusedPrivate, fresh, ...referenced]) expect(await kept(url), url).toBe(true);
    // In a bucket, nothing of them is on this host's disk.
    const onDisk = existsSync(path.join(app.dataDir, 'uploads', app.services.uploads.keyOf(unused) ?? ''));
    expect(onDisk).toBe(storage === 'local');

    const removed = await sweepUnusedUploads(app.db, app.services.uploads, SWEEP_AGE_HOURS);

    expect(removed).toEqual(expect.arrayContaining([unused, unusedPrivate]));
    for (const url of [unused, unusedPrivate]) {
      expect(await rowOf(url), url).toBeUndefined();
      expect(await kept(url), url).toBe(false);
    }
    for (const url of [fresh, ...referenced]) {
      expect(removed, url).not.toContain(url);
      expect(await rowOf(url), url).toBeDefined();
      expect(await kept(url), url).toBe(true);
    }
    // Once referenced, an upload stays whatever its age: a second sweep finds nothing.
    expect(await sweepUnusedUploads(app.db, app.services.uploads, SWEEP_AGE_HOURS)).toEqual([]);
  });
});
