import { Code } from '@storefront/contract/codes';
import type { Envelope } from '@storefront/contract/http';
import { queryOptions } from '@tanstack/react-query';
import { request } from './request.ts';

/** A refused or failed call, carried to the UI's error state (with a retry). */
export class CallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly envelope: Envelope | null,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** Calls the API and returns `data`, throwing CallError on a refusal or a failed request. */
export async function fetchData<T>(path: string, payload: Record<string, unknown> = {}): Promise<T> {
  const answer = await request<T>(path, payload);
  if (!answer) throw new CallError(-1, 'request failed', null);
  if (answer.code !== Code.ok) throw new CallError(answer.code, String(answer.message ?? ''), answer);
  return answer.data as T;
}

/** TanStack Query options for a read call: the key is the path and payload. */
export function apiQuery<T>(path: string, payload: Record<string, unknown> = {}) {
  return queryOptions({
    queryKey: [path, payload],
    queryFn: () => fetchData<T>(path, payload),
  });
}
