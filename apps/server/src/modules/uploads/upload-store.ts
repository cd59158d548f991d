import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Env } from '../../config/env.ts';

/**
 * Where the bytes of uploads are kept (issue 23). Keys are `u/<yyyy>/<mm>/<name>` for public
 * uploads (served as /uploads/u/...) and `private/<yyyy>/<mm>/<name>` for private ones (served
 * only through the app's access checks). The database's `uploads` rows stay the record of what
 * exists and whose it is; the store only holds bytes.
 */
export interface UploadStore {
  /** Keeps `body` under `key` (a new random name: never one that exists). */
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes what is under `key`; nothing there is fine. */
  remove(key: string): Promise<void>;
  /** What the store is, for the start-up line and the health check. */
  readonly kind: 'local' | 's3';
  /** The server is closing (a client's connections go). */
  close(): void;
}

export const PUBLIC_KEY_PREFIX = 'u/';
export const PRIVATE_KEY_PREFIX = 'private/';

/** A key of ours: a prefix, a year, a month and a random name; nothing that could climb out of a folder. */
const KEY = /^(?:u|private)\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}\.(?:webp|jpg)$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not an upload key: ${key.slice(0, 80)}`);
  return key;
}

/**
 * Files under DATA_DIR: public ones in `uploads/u/` (the folder the app serves as /uploads/),
 * private ones in `private-uploads/`, outside anything served statically. One host only.
 */
export class LocalUploadStore implements UploadStore {
  readonly kind = 'local';

  constructor(private readonly folders: { publicDir: string; privateDir: string }) {}

  private fileOf(key: string): string {
    checkKey(key);
    return key.startsWith(PRIVATE_KEY_PREFIX)
      ? path.join(this.folders.privateDir, key.slice(PRIVATE_KEY_PREFIX.length))
      : path.join(this.folders.publicDir, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': never overwrite, even on the one-in-2^144 name collision.
    await writeFile(file, body, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.fileOf(key);
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    const file = this.fileOf(key);
    await unlink(file).catch(() => undefined);
  }

  close(): void {}
}

export interface S3Settings {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * An S3-compatible bucket shared by every process (AWS S3, MinIO, Cloudflare R2, Ceph...). The
 * bucket stays private: public uploads reach browsers through the app (/uploads/u/...) or a CDN
 * given read access to the `u/` keys only (UPLOAD_PUBLIC_URL); private ones only through the app.
 */
export class S3UploadStore implements UploadStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where the API requires them: S3-compatible stores differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer, mime: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkKey(key),
        Body: body,
        ContentType: mime,
        // Uploads never change: a name is written once (stores that know the header refuse a second write).
        IfNoneMatch: '*',
        CacheControl: key.startsWith(PUBLIC_KEY_PREFIX) ? 'public, max-age=31536000, immutable' : 'private, no-store',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the settings choose (UPLOAD_STORAGE). */
export function uploadStoreFor(
  env: Pick<
    Env,
    | 'UPLOAD_STORAGE'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
  folders: { publicDir: string; privateDir: string },
): UploadStore {
  if (env.UPLOAD_STORAGE !== 's3') return new LocalUploadStore(folders);
  return new S3UploadStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
