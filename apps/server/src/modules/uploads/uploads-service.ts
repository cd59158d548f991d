import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Code } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { processImage } from './image-processing.ts';

export interface UploadLimits {
  perUser: number;
  windowSeconds: number;
}

/** Image uploads per user and window: plenty for chat and forms, too few to fill the disk. */
export const UPLOAD_RATE_LIMIT: UploadLimits = { perUser: 60, windowSeconds: 900 };

export interface StoredUpload {
  /** The public address, `/uploads/u/<yyyy>/<mm>/<random>.webp`. */
  url: string;
  width: number;
  height: number;
}

/** Where user uploads live under the uploads folder, and the address they are served at. */
const USER_FOLDER = 'u';
const URL_ROOT = '/uploads';
/** The only shape an address of a user upload can have; anything else is not ours. */
export const USER_UPLOAD_URL = /^\/uploads\/u\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}\.(?:webp|jpg)$/;

export class UploadsService {
  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
    private readonly limiter: RateLimiter,
    private readonly limits: UploadLimits,
  ) {}

  /** Counts one upload against the user's window; refuses with 4029 beyond the limit. */
  async checkRate(userIdx: number): Promise<void> {
    if ((await this.limiter.hit(`upload:${userIdx}`, this.limits.windowSeconds)) > this.limits.perUser) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
  }

  /**
   * Re-encodes an uploaded image and keeps it: the file first, then its row; if the row cannot be
   * written the file is removed again, so a failed upload leaves nothing behind.
   */
  async storeImage(userIdx: number, input: Buffer, now = new Date()): Promise<StoredUpload> {
    const image = await processImage(input);
    const year = String(now.getUTCFullYear());
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(18).toString('base64url')}.${image.extension}`;
    const folder = path.join(this.uploadsDir, USER_FOLDER, year, month);
    const file = path.join(folder, name);
    const url = `${URL_ROOT}/${USER_FOLDER}/${year}/${month}/${name}`;
    await mkdir(folder, { recursive: true });
    try {
      // 'wx': never overwrite, even on the one-in-2^144 name collision.
      await writeFile(file, image.buffer, { flag: 'wx' });
      await this.db
        .insertInto('uploads')
        .values({
          user_idx: userIdx,
          path: url,
          mime: image.mime,
          bytes: image.buffer.length,
          width: image.width,
          height: image.height,
        })
        .execute();
    } catch (error) {
      await unlink(file).catch(() => undefined);
      throw error;
    }
    return { url, width: image.width, height: image.height };
  }

  /** True when `url` is an upload this user made. */
  async isOwnUpload(userIdx: number, url: string): Promise<boolean> {
    if (!USER_UPLOAD_URL.test(url)) return false;
    const row = await this.db
      .selectFrom('uploads')
      .select('idx')
      .where('path', '=', url)
      .where('user_idx', '=', userIdx)
      .executeTakeFirst();
    return row !== undefined;
  }
}
