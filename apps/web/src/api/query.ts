import { Code } from '@storefront/contract/codes';
import type { Envelope } from '@storefront/contract/http';
import { queryOptions } from '@tanstack/react-query';
import type { ApiPath, DataOf } from '@storefront/contract/api';
import { request, type PayloadArgs } from './request.ts';

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

function dataOf<T>(answer: Envelope<T> | null): T {
  if (!answer) throw new CallError(-1, 'request failed', null);
  if (answer.code !== Code.ok) throw new CallError(answer.code, String(answer.message ?? ''), answer);
  return answer.data as T;
}

/** How the server render answers a call in-process (entry-server.tsx): an envelope, or null if it will not. */
export type ServerAnswer = (path: ApiPath, payload: unknown) => Promise<Envelope | null>;
let serverAnswer: ServerAnswer | null = null;

/** Sets the server render's answerer: in the SSR build only, calls go to it instead of the network. */
export function answerCallsWith(answer: ServerAnswer): void {
  serverAnswer = answer;
}

/** Calls an endpoint and returns its `data`, throwing CallError on a refusal or a failed request. */
export async function fetchData<P extends ApiPath>(path: P, ...payload: PayloadArgs<P>): Promise<DataOf<P>> {
  if (import.meta.env.SSR) {
    if (!serverAnswer) throw new CallError(-1, 'no server answer', null);
    return dataOf((await serverAnswer(path, payload[0] ?? {})) as Envelope<DataOf<P>> | null);
  }
  return dataOf(await request(path, ...payload));
}

/** TanStack Query options for a read call: the key is the path and payload. */
export function apiQuery<P extends ApiPath>(path: P, ...payload: PayloadArgs<P>) {
  return queryOptions({
    queryKey: [path, payload[0] ?? {}] as const,
    queryFn: () => fetchData(path, ...payload),
  });
}
