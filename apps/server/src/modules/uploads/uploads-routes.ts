import fastifyMultipart from '@fastify/multipart';
import {
  Code,
  GUEST_TOKEN_HEADER,
  isLanguage,
  TOKEN_HEADER,
  UPLOAD_VISIBILITIES,
  type Envelope,
  type Language,
  type UploadVisibility,
} from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import { ApiError } from '../../core/api-error.ts';
import { sendError } from '../../serving/send-error.ts';
import { pickLanguage, type Translate } from '../../i18n/server-messages.ts';
import type { SessionService } from '../accounts/session-service.ts';
import type { UploadGuest, UploadParty } from './uploads-policy.ts';
import { PRIVATE_UPLOAD_PATH, PUBLIC_UPLOAD_PATH, type UploadsService } from './uploads-service.ts';

export const UPLOAD_PATH = '/service/v1/upload';
/** The extra upload data fields of config are few and short; anything bigger is not ours. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;

/** Multipart errors of @fastify/multipart and busboy that mean "the client sent something wrong". */
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const TOO_MANY_FILES = 'FST_FILES_LIMIT';

/**
 * `POST /service/v1/upload` (spec 7.3): one image in the multipart field `file`, plus the extra
 * fields of config `upload.data`. Multipart parsing is registered in this scope only, so every
 * other route keeps refusing multipart bodies.
 */
/** What the upload routes use. */
export interface UploadRouteServices {
  env: Pick<
    Env,
    'UPLOAD_MAX_BYTES' | 'LIVE_UPLOAD_LIMIT_PER_ADDRESS' | 'UPLOAD_LIMIT_PER_ADDRESS' | 'UPLOAD_PUBLIC_URL'
  >;
  sessions: SessionService;
  uploads: UploadsService;
  translate: Translate;
  /** Live-chat guest tokens (x-guest): a guest may upload a picture for its chat, and see it. */
  guests: { verify(token: unknown): Promise<string | null> };
}

export async function registerUploadRoute(app: FastifyInstance, services: UploadRouteServices): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: services.env.UPLOAD_MAX_BYTES,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
    scope.post(UPLOAD_PATH, async (request, reply) => {
      let lang: Language = pickLanguage(undefined, request.headers['accept-language']);
      try {
        const uploader = await authenticate(request, reply, services);
        await services.uploads.checkRate(uploader);
        // A guest token costs nothing: all the guests of one address share a budget as well.
        if (typeof uploader === 'object')
          await services.uploads.checkGuestAddressRate(request.ip, services.env.LIVE_UPLOAD_LIMIT_PER_ADDRESS);
        // So is an account (a seller's goods pictures): all the accounts of one address share one.
        else await services.uploads.checkAddressRate(request.ip, services.env.UPLOAD_LIMIT_PER_ADDRESS);
        const { buffer, visibility } = await readSingleFile(request, services.env.UPLOAD_MAX_BYTES, (contextLang) => {
          lang = contextLang;
        });
        const stored = await services.uploads.storeImage(uploader, buffer, visibility);
        // The file address is in data.data (spec 3, "Upload response").
        const envelope: Envelope = {
          code: Code.ok,
          data: { data: stored.url, width: stored.width, height: stored.height },
        };
        return envelope;
      } catch (error) {
        return sendError(reply, request, services, error, lang);
      }
    });
  });

  // Public uploads in a shared bucket (UPLOAD_STORAGE=s3): from the CDN when there is one, else
  // from the bucket through this process (the names are random and never reused: cached for a year).
  // In DATA_DIR they are files the static /uploads/ folder serves (http/web-app.ts).
  if (services.uploads.store.kind === 's3') {
    app.get(`${PUBLIC_UPLOAD_PATH}*`, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const key = services.uploads.keyOf(url);
      if (key === null || key.startsWith('private/')) return reply.code(404).type('text/plain').send('Not found');
      const cdn = services.env.UPLOAD_PUBLIC_URL;
      if (cdn)
        return reply.header('cache-control', 'public, max-age=31536000, immutable').redirect(`${cdn}/${key}`, 301);
      const file = await services.uploads.readPublic(url);
      if (!file) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.buffer);
    });
  }

  // A private upload (an identity photo, a chat picture): only to its owner, staff and those a
  // module grants it (the other party of a conversation), signed in by the x-token header, or a
  // live-chat guest by x-guest (the page fetches it and shows a blob URL), never kept by a cache.
  app.get(`${PRIVATE_UPLOAD_PATH}*`, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = request.headers[TOKEN_HEADER];
    const principal =
      typeof token === 'string' && token !== '' && token.length <= 256
        ? await services.sessions.authenticate(token)
        : null;
    const guestId = principal ? null : await services.guests.verify(request.headers[GUEST_TOKEN_HEADER]);
    const viewer: UploadParty | null = principal ?? (guestId ? { guestId } : null);
    const file = await services.uploads.readPrivate(viewer, request.url.split('?')[0] ?? '');
    // The same 404 whether the file is missing or someone else's: nothing to learn by guessing.
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(file.mime).header('x-content-type-options', 'nosniff').send(file.buffer);
  });
}

/** The uploader: the signed-in user, else a live-chat guest by its signed token (x-guest). */
async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Pick<UploadRouteServices, 'sessions' | 'guests'>,
): Promise<number | UploadGuest> {
  const token = request.headers[TOKEN_HEADER];
  if (typeof token !== 'string' || token === '') {
    const guestId = await services.guests.verify(request.headers[GUEST_TOKEN_HEADER]);
    if (guestId) return { guestId };
    throw ApiError.notSignedIn();
  }
  const principal = token.length <= 256 ? await services.sessions.authenticate(token) : null;
  if (principal) return principal.idx;
  // As on the JSON calls: a token that no longer works is cleared on the client.
  reply.header(TOKEN_HEADER, '');
  throw new ApiError(Code.notSignedIn, 'sessionExpired');
}

/**
 * Reads the parts: text fields (a `context` field may carry the spec 7.1 context, whose lang
 * picks the language of the answer; `visibility` says who may see the file) and exactly one
 * file, named `file`, kept in memory up to the size limit. Any malformed multipart body is the
 * client's fault: a 4000, never a 5000.
 */
async function readSingleFile(
  request: FastifyRequest,
  maxBytes: number,
  onLang: (lang: Language) => void,
): Promise<{ buffer: Buffer; visibility: UploadVisibility }> {
  if (!request.isMultipart()) throw fileRequired();
  let buffer: Buffer | null = null;
  let visibility: UploadVisibility = 'public';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const lang = part.fieldname === 'context' ? readContextLang(part.value) : undefined;
        if (lang) onLang(lang);
        if (part.fieldname === 'visibility') visibility = readVisibility(part.value);
        continue;
      }
      if (buffer !== null) throw tooManyFiles();
      if (part.fieldname !== 'file') throw ApiError.invalid(part.fieldname.slice(0, 64));
      buffer = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === TOO_LARGE) {
      throw new ApiError(
        Code.invalidInput,
        'fileTooLarge',
        { field: 'file', max: formatBytes(maxBytes) },
        { field: 'file' },
      );
    }
    if (code === TOO_MANY_FILES) throw tooManyFiles();
    throw ApiError.invalid('body');
  }
  if (buffer === null || buffer.length === 0) throw fileRequired();
  return { buffer, visibility };
}

function readVisibility(value: unknown): UploadVisibility {
  const found = UPLOAD_VISIBILITIES.find((visibility) => visibility === value);
  if (!found) throw ApiError.invalid('visibility');
  return found;
}

const fileRequired = () => new ApiError(Code.invalidInput, 'requiredField', { field: 'file' }, { field: 'file' });
const tooManyFiles = () => new ApiError(Code.invalidInput, 'tooManyFiles', { field: 'file' }, { field: 'file' });

function readContextLang(value: unknown): Language | undefined {
  if (typeof value !== 'string' || value.length > MAX_FIELD_BYTES) return undefined;
  try {
    const context: unknown = JSON.parse(value);
    const lang = context && typeof context === 'object' ? (context as { lang?: unknown }).lang : undefined;
    return isLanguage(lang) ? lang : undefined;
  } catch {
    return undefined;
  }
}

/** "10 MB", "512 KB": the limit as people read it, in the refusal message. */
export function formatBytes(bytes: number): string {
  const mib = bytes / 1_048_576;
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
