import type { Command } from './envelope.ts';

/**
 * Wire facts the web needs at run time, free of zod so they cost the first screen nothing.
 */
export interface Envelope<T = unknown> {
  code: number;
  message?: string | number;
  data?: T;
  user?: unknown;
  config?: unknown;
  command?: Command;
}

/** Header names of the token pair (spec 7.1). */
export const TOKEN_HEADER = 'x-token';
export const REFRESH_HEADER = 'x-refresh';

/** API paths beginning with these prefixes are used as given instead of under api/v1 (spec 7.1). */
export const RAW_PATH_PREFIXES = ['api/', 'service/', 'rpc/'] as const;

/** Turns an API path of spec 7 into the URL path it is POSTed to. */
export function apiUrlPath(path: string): string {
  if (RAW_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return `/${path}`;
  return `/api/v1/${path.replace(/^\/+/, '')}`;
}

/** The image upload of spec 7.3: multipart, so not an endpoint of `api/`. */
export const UPLOAD_API = 'service/v1/upload';

/**
 * The upload response (spec 3): this server answers `{ data: url, width, height }`; a client
 * reads `data.data`, falling back to `data` itself (a string) as the spec allows.
 */
export type UploadAnswer = { data: string; width: number; height: number } | string;
