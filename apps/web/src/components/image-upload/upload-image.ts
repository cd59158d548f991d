import { Code } from '@storefront/contract/codes';
import type { UploadAnswer } from '@storefront/contract/http';
import { UPLOAD_MAX_COUNT, type UploadVisibility } from '@storefront/contract/constants';
import { texts } from '../../lib/i18n/texts.ts';
import { requestContext } from '../../api/request.ts';
import { sendUpload } from '../../api/upload-request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { notify } from '../dialogs/message-store.ts';
import { compressImage } from './compress-image.ts';

export const isImageFile = (file: Blob): boolean => file.type.startsWith('image/');

/**
 * The one file to upload from a file input's selection (spec 5: one file at a time). More than
 * one is refused with a notice rather than silently dropping all but the first.
 */
export function pickSingleFile(files: FileList | readonly File[] | null): File | null {
  if (!files || files.length === 0) return null;
  if (files.length > UPLOAD_MAX_COUNT) {
    notify.error(texts.t('upload.oneAtATime'));
    return null;
  }
  return files[0] ?? null;
}

/** "10 MB", "512 KB": the size limit as people read it. */
export function formatLimit(bytes: number): string {
  const mib = bytes / 1_048_576;
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The upload response of spec 3: the file address is in data.data, falling back to data. */
function readUrl(data: UploadAnswer | undefined): string | null {
  if (typeof data === 'string') return data || null;
  return typeof data?.data === 'string' && data.data ? data.data : null;
}

/** An upload's outcome: the file's address, or why there is none (translated). */
export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Readies one image for upload (spec 5): refuses a non-image (plsChoiceImage), compresses it in
 * the browser and checks the size limit of config upload. Nothing is sent.
 */
export async function prepareImage(file: File): Promise<{ ok: true; file: File } | { ok: false; message: string }> {
  const t = texts.t;
  if (!isImageFile(file)) return { ok: false, message: t('plsChoiceImage') };
  const compressed = await compressImage(file);
  const config = useSessionStore.getState().config?.upload;
  if (config && compressed.size > config.maxBytes) {
    return { ok: false, message: t('upload.tooLarge', { max: formatLimit(config.maxBytes) }) };
  }
  return { ok: true, file: compressed };
}

/**
 * Posts a prepared image as multipart with the extra fields of config upload.data (spec 7.3),
 * reporting the share sent when `onProgress` is given. A 'private' image (an identity photo, a
 * chat picture) is served only to those allowed to see it (see private-image.ts).
 */
export async function postImage(
  file: File,
  visibility: UploadVisibility = 'public',
  onProgress?: (sent: number) => void,
): Promise<UploadResult> {
  const config = useSessionStore.getState().config?.upload;
  const form = new FormData();
  for (const [name, value] of Object.entries(config?.data ?? {})) form.append(name, value);
  // Multipart has no JSON body to carry the spec 7.1 context, so it travels as a field.
  form.append('context', JSON.stringify(requestContext()));
  if (visibility !== 'public') form.append('visibility', visibility);
  form.append('file', file, file.name);

  const answer = await sendUpload(form, onProgress);
  const url = answer?.code === Code.ok ? readUrl(answer.data) : null;
  if (url) return { ok: true, url };
  return { ok: false, message: answer?.message ? String(answer.message) : texts.t('upload.failed') };
}

/**
 * Uploads one image (spec 5, 7.3): prepares it (prepareImage), posts it (postImage) and resolves
 * to the file's address, or to null after telling the user why it failed.
 */
export async function uploadImage(file: File, visibility: UploadVisibility = 'public'): Promise<string | null> {
  const prepared = await prepareImage(file);
  const result = prepared.ok ? await postImage(prepared.file, visibility) : prepared;
  if (result.ok) return result.url;
  notify.error(result.message);
  return null;
}
