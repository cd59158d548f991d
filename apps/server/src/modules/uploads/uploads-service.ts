import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Code, type UploadVisibility } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { processImage } from './image-processing.ts';
import { PRIVATE_KEY_PREFIX, PUBLIC_KEY_PREFIX, type UploadStore } from './upload-store.ts';
import {
  isGuest,
  mayReadPrivate,
  type GuestReadGrant,
  type PrivateReadGrant,
  type UploadGuest,
  type UploadParty,
} from './uploads-policy.ts';

export interface UploadLimits {
  perUser: number;
  windowSeconds: number;
}

/** Image uploads per user and window: plenty for chat and forms, too few to fill the disk. */
export const UPLOAD_RATE_LIMIT: UploadLimits = { perUser: 60, windowSeconds: 900 };

export interface StoredUpload {
  /** `/uploads/u/<yyyy>/<mm>/<random>.webp`, or PRIVATE_UPLOAD_PATH`<yyyy>/<mm>/<random>.webp`. */
  url: string;
  width: number;
  height: number;
}

/** The address public uploads are served at: `/uploads/` + their store key (`u/...`). */
const URL_ROOT = '/uploads';
/** Where public user uploads are served (the seed's pictures are `/uploads/seed/...`, files of every host). */
export const PUBLIC_UPLOAD_PATH = `${URL_ROOT}/${PUBLIC_KEY_PREFIX}`;
/** The only shape an address of a user upload can have; anything else is not ours. */
export const USER_UPLOAD_URL = /^\/uploads\/u\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}\.(?:webp|jpg)$/;
/**
 * Private uploads are answered by a signed-in call under this path (uploads-routes.ts), never by
 * the static /uploads/ folder: their files live in a folder of their own outside it.
 */
export const PRIVATE_UPLOAD_PATH = '/service/v1/upload/private/';
const PRIVATE_UPLOAD_URL = /^\/service\/v1\/upload\/private\/(\d{4})\/(\d{2})\/([A-Za-z0-9_-]{16,64}\.webp)$/;

const urlPattern = (visibility: UploadVisibility) => (visibility === 'private' ? PRIVATE_UPLOAD_URL : USER_UPLOAD_URL);

export interface UploadFolders {
  /** The public uploads folder, served as /uploads/. */
  publicDir: string;
  /** Where private uploads are kept: not under publicDir, served by nothing static. */
  privateDir: string;
}

/** The two upload folders under DATA_DIR: `uploads/` (public) and `private-uploads/` beside it. */
export const uploadFolders = (dataDir: string): UploadFolders => ({
  publicDir: path.join(dataDir, 'uploads'),
  privateDir: path.join(dataDir, 'private-uploads'),
});

export class UploadsService {
  private readonly readGrants: PrivateReadGrant[] = [];
  private readonly guestGrants: GuestReadGrant[] = [];

  constructor(
    private readonly db: Db,
    /** Where the bytes are: DATA_DIR's folders, or a bucket every process shares (upload-store.ts). */
    readonly store: UploadStore,
    private readonly limiter: RateLimiter,
    private readonly limits: UploadLimits,
    /** Images of more pixels are refused from their header, before decoding (UPLOAD_MAX_PIXELS). */
    private readonly maxPixels: number,
  ) {}

  /** Lets a module grant reading private uploads to more people than their owner and staff. */
  allowPrivateReaders(grant: PrivateReadGrant): void {
    this.readGrants.push(grant);
  }

  /** Lets a module grant guests reading private uploads besides their own. */
  allowGuestReaders(grant: GuestReadGrant): void {
    this.guestGrants.push(grant);
  }

  /** Counts one upload against the user's (or guest's) window; refuses with 4029 beyond the limit. */
  async checkRate(uploader: number | UploadGuest): Promise<void> {
    const key = isGuest(uploader) ? `upload:guest:${uploader.guestId}` : `upload:${uploader}`;
    if ((await this.limiter.hit(key, this.limits.windowSeconds)) > this.limits.perUser) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
  }

  /** Counts a guest's upload against its client address's window (all its guests together); 4029 beyond `max`. */
  async checkGuestAddressRate(address: string, max: number): Promise<void> {
    if ((await this.limiter.hit(`upload:guest:ip:${address}`, this.limits.windowSeconds)) > max) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
  }

  /** Counts a signed-in upload against its client address's window (all its accounts together); 4029 beyond `max`. */
  async checkAddressRate(address: string, max: number): Promise<void> {
    if ((await this.limiter.hit(`upload:ip:${address}`, this.limits.windowSeconds)) > max) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
  }

  /**
   * Re-encodes an uploaded image and keeps it: the file first, then its row; if the row cannot be
   * written the file is removed again, so a failed upload leaves nothing behind.
   */
  async storeImage(
    uploader: number | UploadGuest,
    input: Buffer,
    requested: UploadVisibility = 'public',
    now = new Date(),
  ): Promise<StoredUpload> {
    // A guest's picture is for its live chat only: never public.
    const visibility: UploadVisibility = isGuest(uploader) ? 'private' : requested;
    const image = await processImage(input, this.maxPixels);
    const year = String(now.getUTCFullYear());
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(18).toString('base64url')}.${image.extension}`;
    const key = `${visibility === 'private' ? PRIVATE_KEY_PREFIX : PUBLIC_KEY_PREFIX}${year}/${month}/${name}`;
    const url = visibility === 'private' ? `${PRIVATE_UPLOAD_PATH}${year}/${month}/${name}` : `${URL_ROOT}/${key}`;
    await this.store.put(key, image.buffer, image.mime);
    try {
      await this.db
        .insertInto('uploads')
        .values({
          user_idx: isGuest(uploader) ? null : uploader,
          guest_id: isGuest(uploader) ? uploader.guestId : null,
          path: url,
          mime: image.mime,
          bytes: image.buffer.length,
          width: image.width,
          height: image.height,
          visibility,
        })
        .execute();
    } catch (error) {
      await this.store.remove(key).catch(() => undefined);
      throw error;
    }
    return { url, width: image.width, height: image.height };
  }

  /** True when `url` is a (private) upload of this live-chat guest. */
  async isGuestUpload(guestId: string, url: string): Promise<boolean> {
    if (!PRIVATE_UPLOAD_URL.test(url)) return false;
    const row = await this.db
      .selectFrom('uploads')
      .select('idx')
      .where('path', '=', url)
      .where('guest_id', '=', guestId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** True when `url` is an upload this user made, of the given visibility. */
  async isOwnUpload(userIdx: number, url: string, visibility: UploadVisibility = 'public'): Promise<boolean> {
    if (!urlPattern(visibility).test(url)) return false;
    const row = await this.db
      .selectFrom('uploads')
      .select('idx')
      .where('path', '=', url)
      .where('user_idx', '=', userIdx)
      .where('visibility', '=', visibility)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The bytes of a private upload for its owner, staff and those a grant lets in; null for anyone else, and for an
   * address that is no private upload, so a stranger cannot tell the two apart.
   */
  async readPrivate(viewer: UploadParty | null, url: string): Promise<{ buffer: Buffer; mime: string } | null> {
    const key = this.privateKey(url);
    if (!viewer || !key) return null;
    const row = await this.db
      .selectFrom('uploads')
      .select(['user_idx', 'guest_id', 'mime'])
      .where('path', '=', url)
      .where('visibility', '=', 'private')
      .executeTakeFirst();
    if (!row || !(await mayReadPrivate(viewer, url, row, { users: this.readGrants, guests: this.guestGrants })))
      return null;
    const buffer = await this.store.get(key);
    return buffer ? { buffer, mime: row.mime } : null;
  }

  /** The bytes of a public upload (`/uploads/u/...`), for serving them from a shared store; null for none. */
  async readPublic(url: string): Promise<{ buffer: Buffer; mime: string } | null> {
    if (!USER_UPLOAD_URL.test(url)) return null;
    const buffer = await this.store.get(url.slice(`${URL_ROOT}/`.length));
    return buffer ? { buffer, mime: url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp' } : null;
  }

  /** Where the bytes of an upload address are kept; null for an address that is no upload. */
  keyOf(url: string): string | null {
    const privateKey = this.privateKey(url);
    if (privateKey) return privateKey;
    if (USER_UPLOAD_URL.test(url)) return url.slice(`${URL_ROOT}/`.length);
    return null;
  }

  /** Removes the bytes of an upload (the sweep, once its row is gone). */
  async removeBytes(url: string): Promise<void> {
    const key = this.keyOf(url);
    if (key) await this.store.remove(key);
  }

  /** Whether the bytes of an upload are still kept. */
  async hasBytes(url: string): Promise<boolean> {
    const key = this.keyOf(url);
    return key !== null && (await this.store.get(key)) !== null;
  }

  /** The store key of a private upload address; null for an address that is none. */
  private privateKey(url: string): string | null {
    const [, year, month, name] = PRIVATE_UPLOAD_URL.exec(url) ?? [];
    if (year === undefined || month === undefined || name === undefined) return null;
    return `${PRIVATE_KEY_PREFIX}${year}/${month}/${name}`;
  }
}
