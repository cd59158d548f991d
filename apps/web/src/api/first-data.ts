import type { QueryClient } from '@tanstack/react-query';

/** Where the server writes the answers the first screen was drawn from (apps/server/src/modules/seo/html.ts). */
export const FIRST_DATA_ID = 'first-data';

interface InlineQuery {
  key: unknown[];
  data: unknown;
}

const isInlineQuery = (value: unknown): value is InlineQuery =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as InlineQuery).key) &&
  (value as InlineQuery).data !== undefined;

/**
 * Starts the query cache from the answers the server inlined into the page (a guest's answers,
 * under the keys the pages' query options build), so the first render draws the page the server
 * already showed instead of fetching it again. Read once: a later navigation fetches as usual.
 */
export function seedFirstData(client: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(FIRST_DATA_ID);
  if (!element) return 0;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent ?? '');
  } catch {
    return 0;
  }
  if (!Array.isArray(entries)) return 0;
  const queries = entries.filter(isInlineQuery);
  for (const { key, data } of queries) client.setQueryData(key, data);
  return queries.length;
}
