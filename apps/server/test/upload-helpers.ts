import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Envelope, UploadVisibility } from '@storefront/contract';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';
import { UPLOAD_PATH } from '../src/modules/uploads/uploads-routes.ts';

/** Helpers shared by the upload and realname suites (not a test file itself). */

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body written by hand, as a browser's FormData would send it. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----storefront${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadAnswer {
  status: number;
  body: Envelope<{ data: string; width: number; height: number }>;
}

export async function postUpload(
  app: TestApp,
  parts: Part[],
  options: { token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<UploadAnswer> {
  const { body, contentType } = multipartBody(parts);
  const response = await app.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': contentType,
      ...(options.token ? { 'x-token': options.token } : {}),
      ...options.headers,
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The file part as the web client sends it. */
export const filePart = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'file',
  data,
  filename,
  contentType,
});

/** A real PNG of the given size, one flat colour (tiny on disk whatever its size). */
export async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 106, b: 0 } } })
    .png()
    .toBuffer();
}

/** A PNG of random noise: it does not compress, so its size in bytes grows with its area. */
export async function makeNoisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .png()
    .toBuffer();
}

/** Uploads one small PNG for a user (public unless said otherwise) and returns its address. */
export async function uploadPhoto(
  app: TestApp,
  token: string,
  visibility: UploadVisibility = 'public',
): Promise<string> {
  const answer = await postUpload(app, [{ name: 'visibility', data: visibility }, filePart(await makePng(64, 48))], {
    token,
  });
  if (answer.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data!.data;
}

/** Every file under the test app's upload folders, to prove a refusal left nothing behind. */
export function filesOnDisk(app: TestApp): string[] {
  return ['uploads', 'private-uploads'].flatMap((folder) => {
    try {
      return readdirSync(path.join(app.dataDir, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  });
}

export async function countUploads(app: TestApp): Promise<number> {
  const row = await app.db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
