import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Code } from '@storefront/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countUploads,
  filePart,
  filesOnDisk,
  makeNoisyPng,
  makePng,
  multipartBody,
  postUpload,
  type UploadAnswer,
} from '../../../test/upload-helpers.ts';
import { formatBytes } from './uploads-routes.ts';

let app: TestApp;
let token: string;
let tinyPng: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  token = (await createBuyer(app)).token;
  tinyPng = await makePng(20, 20);
});
afterAll(async () => app.destroy());

const storedFile = (url: string) => path.join(app.dataDir, url.replace(/^\//, ''));

/** Runs a refused upload and checks it left no file and no row behind. */
async function expectRefusedWithoutTrace(run: () => Promise<UploadAnswer>): Promise<UploadAnswer> {
  const files = filesOnDisk(app).length;
  const rows = await countUploads(app);
  const answer = await run();
  expect(filesOnDisk(app)).toHaveLength(files);
  expect(await countUploads(app)).toBe(rows);
  return answer;
}

describe('POST /service/v1/upload', () => {
  it('accepts a PNG, re-encodes it as WebP without its metadata and records the upload', async () => {
    const png = await sharp(await makePng(320, 200))
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const answer = await postUpload(app, [{ name: 'biz', data: 'avatar' }, filePart(png)], { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 0, data: { width: 320, height: 200 } });
    const url = answer.body.data!.data;
    expect(url).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.webp$/);

    const stored = readFileSync(storedFile(url));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);

    const row = await app.db.selectFrom('uploads').selectAll().where('path', '=', url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/webp', bytes: stored.length, width: 320, height: 200 });

    const served = await app.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await sharp(await makePng(300, 100))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const answer = await postUpload(app, [filePart(sideways, 'photo.jpg', 'image/jpeg')], { token });
    expect(answer.body).toMatchObject({ code: 0, data: { width: 100, height: 300 } });
    const metadata = await sharp(readFileSync(storedFile(answer.body.data!.data))).metadata();
    expect(metadata.orientation).toBeUndefined();
  });

  it('scales a large image down to fit 2048×1536, keeping its ratio', async () => {
    const answer = await postUpload(app, [filePart(await makePng(4000, 2000))], { token });
    expect(answer.body).toMatchObject({ code: 0, data: { width: 2048, height: 1024 } });
    const metadata = await sharp(readFileSync(storedFile(answer.body.data!.data))).metadata();
    expect(metadata).toMatchObject({ width: 2048, height: 1024 });
  });

  it('never enlarges a small image', async () => {
    const answer = await postUpload(app, [filePart(await makePng(40, 30))], { token });
    expect(answer.body).toMatchObject({ code: 0, data: { width: 40, height: 30 } });
  });

  it('refuses a text file named .png with 4000 naming file, leaving nothing behind', async () => {
    const answer = await expectRefusedWithoutTrace(() =>
      postUpload(app, [filePart('this is not an image at all', 'photo.png', 'image/png')], { token }),
    );
    expect(answer.body).toEqual({
      code: Code.invalidInput,
      message: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image',
      data: { field: 'file' },
    });
  });

  it('refuses an image format that is not on the list (SVG), whatever it is called', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const answer = await expectRefusedWithoutTrace(() => postUpload(app, [filePart(svg, 'a.png')], { token }));
    expect(answer.body).toMatchObject({ code: Code.invalidInput, data: { field: 'file' } });
  });

  it('refuses a truncated image whose header alone looks right', async () => {
    const png = await makeNoisyPng(200, 200);
    const answer = await expectRefusedWithoutTrace(() =>
      postUpload(app, [filePart(png.subarray(0, png.length / 2))], { token }),
    );
    expect(answer.body).toMatchObject({ code: Code.invalidInput, data: { field: 'file' } });
  });

  it('refuses an image over the pixel budget (24 MP) from its header, quickly, with the reason', async () => {
    // 39 MP, a camera's full size: decoding it would cost over a second of CPU.
    const big = await sharp({ create: { width: 7200, height: 5400, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = performance.now();
    const answer = await expectRefusedWithoutTrace(() => postUpload(app, [filePart(big)], { token }));
    const elapsed = performance.now() - started;
    expect(answer.body).toEqual({
      code: Code.invalidInput,
      message: 'The image has too many pixels, please choose a smaller one',
      data: { field: 'file' },
    });
    // Header only: far below the ~1.4 s a decode of this image takes.
    expect(elapsed).toBeLessThan(1000);
    const german = await postUpload(app, [{ name: 'context', data: JSON.stringify({ lang: 'de' }) }, filePart(big)], {
      token,
    });
    expect(german.body.message).toBe('Das Bild hat zu viele Pixel, bitte wählen Sie ein kleineres');
  });

  it('refuses a visibility other than public or private', async () => {
    const answer = await expectRefusedWithoutTrace(() =>
      postUpload(app, [{ name: 'visibility', data: 'everyone' }, filePart(tinyPng)], { token }),
    );
    expect(answer.body).toMatchObject({ code: Code.invalidInput, data: { field: 'visibility' } });
  });

  it('refuses two files in one request', async () => {
    const png = await makePng(20, 20);
    const answer = await expectRefusedWithoutTrace(() =>
      postUpload(app, [filePart(png), { ...filePart(png), name: 'file2' }], { token }),
    );
    expect(answer.body).toMatchObject({ code: Code.invalidInput, data: { field: 'file' } });
    expect(answer.body.message).toBe('Please upload one file at a time');
  });

  it('refuses a request without a file, and a JSON body', async () => {
    const empty = await postUpload(app, [{ name: 'biz', data: '1' }], { token });
    expect(empty.body).toMatchObject({ code: Code.invalidInput, data: { field: 'file' } });
    const json = await app.app.inject({
      method: 'POST',
      url: '/service/v1/upload',
      headers: { 'content-type': 'application/json', 'x-token': token },
      payload: '{}',
    });
    expect(json.json()).toMatchObject({ code: Code.invalidInput, data: { field: 'file' } });
  });

  it('answers a guest, and a stale token, with 4012 and clears the stale token', async () => {
    const png = await makePng(20, 20);
    const guest = await expectRefusedWithoutTrace(() => postUpload(app, [filePart(png)]));
    expect(guest.body).toMatchObject({ code: Code.notSignedIn, message: 'Please sign in' });
    const { body, contentType } = multipartBody([filePart(png)]);
    const stale = await app.app.inject({
      method: 'POST',
      url: '/service/v1/upload',
      headers: { 'content-type': contentType, 'x-token': 'not-a-real-token' },
      payload: body,
    });
    expect(stale.json()).toMatchObject({ code: Code.notSignedIn });
    expect(stale.headers['x-token']).toBe('');
  });

  it('answers in the language of the context field', async () => {
    const answer = await postUpload(
      app,
      [{ name: 'context', data: JSON.stringify({ lang: 'de', biz: 1 }) }, filePart('plain text', 'x.png')],
      { token },
    );
    expect(answer.body).toMatchObject({
      code: Code.invalidInput,
      message: 'Bitte wählen Sie ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild',
    });
  });

  it('limits each user to 60 uploads per 15 minutes', async () => {
    const buyer = await createBuyer(app);
    for (let i = 0; i < 60; i++) await app.services.limiter.hit(`upload:${buyer.idx}`, 900);
    const answer = await postUpload(app, [filePart(await makePng(20, 20))], { token: buyer.token });
    expect(answer.body).toMatchObject({ code: Code.tooManyRequests });
    expect(answer.body.message).toBeTruthy();
  });
});

describe('private uploads (identity photos)', () => {
  const fetchPrivate = (url: string, viewerToken?: string) =>
    app.app.inject({ method: 'GET', url, headers: viewerToken ? { 'x-token': viewerToken } : {} });

  it('are kept outside the public folder and served only to their owner and staff, never cached', async () => {
    const owner = await createBuyer(app);
    const stranger = await createBuyer(app);
    const staff = await createBuyer(app);
    await app.db.updateTable('users').set({ role: 'staff' }).where('idx', '=', staff.idx).execute();

    const answer = await postUpload(app, [{ name: 'visibility', data: 'private' }, filePart(tinyPng)], {
      token: owner.token,
    });
    expect(answer.body).toMatchObject({ code: 0, data: { width: 20, height: 20 } });
    const url = answer.body.data!.data;
    expect(url).toMatch(/^\/service\/v1\/upload\/private\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    const row = await app.db.selectFrom('uploads').selectAll().where('path', '=', url).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_idx: owner.idx, visibility: 'private' });

    for (const viewer of [undefined, stranger.token, 'not-a-real-token']) {
      const refused = await fetchPrivate(url, viewer);
      expect(refused.statusCode, String(viewer)).toBe(404);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.rawPayload.includes(Buffer.from('RIFF'))).toBe(false);
    }
    for (const viewer of [owner.token, staff.token]) {
      const served = await fetchPrivate(url, viewer);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    // Not reachable through the public folder under any spelling of its name.
    const name = url.split('/').slice(-3).join('/');
    for (const guess of [`/uploads/${name}`, `/uploads/u/${name}`, `/uploads/../private-uploads/${name}`]) {
      expect((await app.app.inject({ method: 'GET', url: guess })).statusCode, guess).toBe(404);
    }
  });

  it('keep public uploads public and cacheable', async () => {
    const answer = await postUpload(app, [{ name: 'visibility', data: 'public' }, filePart(tinyPng)], { token });
    const served = await app.app.inject({ method: 'GET', url: answer.body.data!.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('POST /service/v1/upload with a small UPLOAD_MAX_BYTES', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: '4096' });
  });
  afterAll(async () => small.destroy());

  it('refuses a file over the limit with 4000 naming file, leaving nothing behind', async () => {
    const buyer = await createBuyer(small);
    const png = await makeNoisyPng(100, 100);
    expect(png.length).toBeGreaterThan(4096);
    const answer = await postUpload(small, [filePart(png)], { token: buyer.token });
    expect(answer.body).toEqual({
      code: Code.invalidInput,
      message: 'The file is too large (at most 4 KB)',
      data: { field: 'file' },
    });
    expect(filesOnDisk(small)).toEqual([]);
    expect(await countUploads(small)).toBe(0);
  });
});

describe('formatBytes', () => {
  it('writes limits as people read them', () => {
    expect(formatBytes(10_485_760)).toBe('10 MB');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatBytes(4096)).toBe('4 KB');
  });
});
