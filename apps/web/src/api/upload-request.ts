import { REFRESH_HEADER, TOKEN_HEADER, UPLOAD_API, type UploadAnswer } from '@storefront/contract/http';
import type { Envelope } from '@storefront/contract';
import { answerRules, apiAddress, identityHeaders, send } from './request.ts';

/*
 * The image upload's request (spec 7.3), apart from request.ts so that the first screen, which
 * uploads nothing, does not carry it.
 */

/**
 * POSTs the image upload's multipart form with the same token and answer rules as every call.
 * With `onProgress`, it goes by XMLHttpRequest, whose upload reports the share sent (0 to 1) as it
 * goes (fetch reports none). A failed request resolves to null.
 */
export function sendUpload(
  form: FormData,
  onProgress?: (sent: number) => void,
): Promise<Envelope<UploadAnswer> | null> {
  if (!onProgress || typeof XMLHttpRequest === 'undefined') return send<UploadAnswer>(UPLOAD_API, form);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiAddress(UPLOAD_API));
    for (const [name, value] of Object.entries(identityHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const name of [TOKEN_HEADER, REFRESH_HEADER]) {
        const value = xhr.getResponseHeader(name);
        if (value !== null) headers.set(name, value);
      }
      answerRules.tokens(headers);
      try {
        const envelope = JSON.parse(xhr.responseText) as Envelope<UploadAnswer>;
        answerRules.envelope(envelope);
        resolve(envelope);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => resolve(null);
    xhr.send(form);
  });
}
