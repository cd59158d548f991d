import { Code } from '@storefront/contract/codes';
import type { UploadAnswer } from '@storefront/contract/http';
import { UPLOAD_MAX_COUNT, type UploadVisibility } from '@storefront/contract/constants';
import i18next from 'i18next';
import { requestContext, sendUpload } from '../../api/request.ts';
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
    notify.error(i18next.t('upload.oneAtATime'));
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

/**
 * Uploads one image (spec 5, 7.3): refuses a non-image with the plsChoiceImage notice, compresses
 * it in the browser, posts it as multipart with the extra fields of config upload.data, and
 * resolves to the file's address, or to null after telling the user why it failed. A 'private'
 * image (an identity photo) is served only to its owner and staff (see private-image.ts).
 */
export async function uploadImage(file: File, visibility: UploadVisibility = 'public'): Promise<string | null> {
  const t = i18next.t.bind(i18next);
  if (!isImageFile(file)) {
    notify.error(t('plsChoiceImage'));
    return null;
  }
  const compressed = await compressImage(file);
  const config = useSessionStore.getState().config?.upload;
  if (config && compressed.size > config.maxBytes) {
    notify.error(t('upload.tooLarge', { max: formatLimit(config.maxBytes) }));
    return null;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(config?.data ?? {})) form.append(name, value);
  // Multipart has no JSON body to carry the spec 7.1 context, so it travels as a field.
  form.append('context', JSON.stringify(requestContext()));
  if (visibility !== 'public') form.append('visibility', visibility);
  form.append('file', compressed, compressed.name);

  const answer = await sendUpload(form);
  const url = answer?.code === Code.ok ? readUrl(answer.data) : null;
  if (url) return url;
  notify.error(answer?.message ? String(answer.message) : t('upload.failed'));
  return null;
}
