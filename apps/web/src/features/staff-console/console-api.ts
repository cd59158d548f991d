import type { LiveCanned, LiveConversation } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CallError, fetchData } from '../../api/query.ts';
import { queryClient } from '../../api/query-client.ts';
import { readRefusal, type Refusal } from '../../components/form/server-refusal.ts';
import { consoleKeys } from './console-cache.ts';

/* The console's HTTP calls: ended conversations, a shopper's profile, canned answers. */

/** live/staff/ended, 20 a page, newest first; the next page until one comes back short. */
export function useEndedConversations() {
  const query = useInfiniteQuery({
    queryKey: consoleKeys.ended,
    queryFn: ({ pageParam }): Promise<Page<LiveConversation>> => fetchData('live/staff/ended', { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.rows.length < last.paging.size ? undefined : last.paging.current + 1),
  });
  const seen = new Set<number>();
  const rows = (query.data?.pages ?? [])
    .flatMap((page) => page.rows)
    .filter((row) => !seen.has(row.subjectIdx) && Boolean(seen.add(row.subjectIdx)));
  return { query, rows };
}

/** live/staff/profile of the conversation's shopper (asked again when the conversation changes page). */
export function useShopperProfile(subjectIdx: number | null, page: string | null | undefined) {
  return useQuery({
    queryKey: [...consoleKeys.profile(subjectIdx ?? 0), page ?? ''],
    queryFn: () => fetchData('live/staff/profile', { subjectIdx: subjectIdx ?? 0 }),
    enabled: subjectIdx !== null,
  });
}

/** The team's canned answers, by shortcut. */
export function useCannedAnswers() {
  return useQuery({
    queryKey: consoleKeys.canned,
    queryFn: async () => (await fetchData('live/canned/list', {})).rows,
    staleTime: 60_000,
  });
}

export type CannedField = 'shortcut' | 'body';
export type CannedSaveResult = { ok: true; canned: LiveCanned } | { ok: false; refusal: Refusal<CannedField> };

/** Adds or changes a canned answer; a refusal names its field when it has one. */
export async function saveCanned(input: { idx?: number; shortcut: string; body: string }): Promise<CannedSaveResult> {
  try {
    const canned = await fetchData('live/canned/save', input);
    await queryClient.invalidateQueries({ queryKey: consoleKeys.canned });
    return { ok: true, canned };
  } catch (error) {
    const envelope = error instanceof CallError ? error.envelope : null;
    return { ok: false, refusal: readRefusal(envelope, ['shortcut', 'body'] as const) };
  }
}

/** Removes a canned answer; false when the server refused. */
export async function deleteCanned(idx: number): Promise<boolean> {
  try {
    await fetchData('live/canned/delete', { idx });
    await queryClient.invalidateQueries({ queryKey: consoleKeys.canned });
    return true;
  } catch {
    return false;
  }
}
