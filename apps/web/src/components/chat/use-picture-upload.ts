import type { UploadVisibility } from '@storefront/contract/constants';
import { texts } from '../../lib/i18n/texts.ts';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../dialogs/message-store.ts';
import { postImage, prepareImage } from '../image-upload/upload-image.ts';

/** A picture on its way, as the thread shows it until its message arrives. */
export interface PictureUpload {
  /** The object URL of the compressed file. */
  previewUrl: string;
  /** The share sent, 0 to 1. */
  progress: number;
  /** Why it was not sent (translated); null while it is on its way. */
  failed: string | null;
}

interface Entry extends PictureUpload {
  file: File;
  /** The uploaded file's address, once the upload took it: a retry then only sends the message. */
  url: string | null;
}

/**
 * Spec 4 image upload: the file's status becomes 'uploading' (its thumbnail and progress shown);
 * then the status is removed and an image message (flag 2) is sent. On a failure the picture stays
 * with its reason, to retry or remove. One picture at a time (spec 5).
 */
export function usePictureUpload(send: (url: string) => Promise<boolean>, visibility: UploadVisibility) {
  const [entry, setEntry] = useState<Entry | null>(null);
  const current = useRef<Entry | null>(null);
  const update = (next: Entry | null) => {
    if (current.current && current.current.previewUrl !== next?.previewUrl) {
      URL.revokeObjectURL(current.current.previewUrl);
    }
    current.current = next;
    setEntry(next);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    },
    [],
  );

  const run = async (start: Entry) => {
    update({ ...start, progress: start.url ? 1 : 0, failed: null });
    let url = start.url;
    if (!url) {
      const posted = await postImage(start.file, visibility, (progress) => {
        if (current.current?.previewUrl === start.previewUrl) update({ ...current.current, progress });
      });
      if (current.current?.previewUrl !== start.previewUrl) return;
      if (!posted.ok) return update({ ...current.current, failed: posted.message });
      url = posted.url;
      update({ ...current.current, url, progress: 1 });
    }
    const sent = await send(url);
    if (current.current?.previewUrl !== start.previewUrl) return;
    update(sent ? null : { ...current.current, failed: texts.t('chat.upload.failed') });
  };

  return {
    upload: entry as PictureUpload | null,
    uploading: entry !== null && entry.failed === null,
    /** Prepares and sends a picture; a refused one (not an image, too large) is a notice only. */
    async start(file: File): Promise<void> {
      const prepared = await prepareImage(file);
      if (!prepared.ok) {
        notify.error(prepared.message);
        return;
      }
      const previewUrl = URL.createObjectURL(prepared.file);
      await run({ file: prepared.file, previewUrl, progress: 0, failed: null, url: null });
    },
    retry(): void {
      if (current.current) void run(current.current);
    },
    remove(): void {
      update(null);
    },
  };
}
