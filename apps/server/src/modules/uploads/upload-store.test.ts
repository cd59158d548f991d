import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { filesOnDisk, filePart, makePng, postUpload, uploadPhoto } from '../../../test/upload-helpers.ts';
import { LocalUploadStore, S3UploadStore } from './upload-store.ts';

/*
 * Uploads in an S3-compatible bucket (issue 23, UPLOAD_STORAGE=s3), against s3rver started here:
 * what a browser gets back, who may read a private one, the CDN redirect, and nothing on the disk.
 */
let s3: TestS3;
let app: TestApp;
let cdnApp: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  [app, cdnApp] = await Promise.all([
    createTestApp(s3.env),
    createTestApp({ ...s3.env, UPLOAD_PUBLIC_URL: 'https://cdn.example.test/media/' }),
  ]);
});
afterAll(async () => {
  await Promise.all([app.destroy(), cdnApp.destroy()]);
  await s3.close();
});

const get = (target: TestApp, url: string, headers: Record<string, string> = {}) =>
  target.app.inject({ method: 'GET', url, headers });

describe('uploads in an S3-compatible bucket', () => {
  it('serves a public picture from the bucket, cached for good, and keeps nothing on the host', async () => {
    const buyer = await createBuyer(app);
    const url = await uploadPhoto(app, buyer.token);
    expect(url).toMatch(/^\/uploads\/u\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    const answer = await get(app, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(filesOnDisk(app)).toEqual([]);
    // A name nobody uploaded, a private key through the public path, a climb out: 404.
    for (const wrong of [
      url.replace(/[\w-]+\.webp$/, 'AAAAAAAAAAAAAAAAAAAAAAAA.webp'),
      '/uploads/u/../private/2026/01/AAAAAAAAAAAAAAAAAAAAAAAA.webp',
      '/uploads/u/2026/01/%2e%2e.webp',
    ])
      expect((await get(app, wrong)).statusCode, wrong).toBe(404);
  });

  it('gives a private picture to its owner only, from the bucket', async () => {
    const [owner, stranger] = await Promise.all([createBuyer(app), createBuyer(app)]);
    const url = await uploadPhoto(app, owner.token, 'private');
    const mine = await get(app, url, { 'x-token': owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await get(app, url, { 'x-token': stranger.token })).statusCode).toBe(404);
    expect((await get(app, url)).statusCode).toBe(404);
    // Its key is not reachable as a public upload either.
    expect((await get(app, url.replace('/service/v1/upload/private/', '/uploads/u/'))).statusCode).toBe(404);
  });

  it('sends browsers to the CDN for public pictures when UPLOAD_PUBLIC_URL is set', async () => {
    const buyer = await createBuyer(cdnApp);
    const url = await uploadPhoto(cdnApp, buyer.token);
    const answer = await get(cdnApp, url);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`https://cdn.example.test/media/${url.slice('/uploads/'.length)}`);
    // The bytes are in the bucket under that key, for the CDN to fetch.
    expect(await cdnApp.services.uploads.hasBytes(url)).toBe(true);
  });

  it('refuses an upload that is no image without writing to the bucket', async () => {
    const buyer = await createBuyer(app);
    const before = await s3.keys();
    const answer = await postUpload(app, [filePart(Buffer.from('not a picture at all'))], { token: buyer.token });
    expect(answer.body.code).toBe(4000);
    expect(await s3.keys()).toEqual(before);
    const good = await postUpload(app, [filePart(await makePng(20, 20))], { token: buyer.token });
    expect(good.body.code).toBe(0);
    expect(await s3.keys()).toHaveLength(before.length + 1);
  });
});

describe('upload store keys', () => {
  it('are refused unless they have the shape of ours, on both drivers', async () => {
    const local = new LocalUploadStore({ publicDir: '/nonexistent/public', privateDir: '/nonexistent/private' });
    const bucket = new S3UploadStore({ region: 'us-east-1', bucket: 'x', forcePathStyle: true });
    for (const store of [local, bucket]) {
      for (const key of ['../etc/passwd', 'u/2026/01/../../x.webp', 'seed/goods/a-400.webp', 'private/2026/1/a.webp'])
        await expect(store.get(key), key).rejects.toThrow('not an upload key');
    }
    bucket.close();
  });
});
