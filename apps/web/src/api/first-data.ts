import { isLanguage } from '@storefront/contract/constants';
import type { Language } from '@storefront/contract';
import type { DehydratedState } from '@tanstack/react-query';

/** Where the server writes what the first screen was drawn from (apps/server/src/modules/seo/html.ts). */
export const FIRST_DATA_ID = 'first-data';

/** The server render's language and its dehydrated query cache (apps/web/src/entry-server.tsx). */
export interface FirstData {
  lang: Language;
  state: DehydratedState;
}

const isState = (value: unknown): value is DehydratedState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as DehydratedState).queries) &&
  Array.isArray((value as DehydratedState).mutations);

/**
 * The data a server-rendered page was drawn from, or null on a page the browser renders alone
 * (or a malformed block, which is then rendered afresh rather than hydrated). Read once.
 */
export function readFirstData(doc: Document = document): FirstData | null {
  const element = doc.getElementById(FIRST_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as Partial<FirstData> | null;
    return value && isLanguage(value.lang) && isState(value.state) ? { lang: value.lang, state: value.state } : null;
  } catch {
    return null;
  }
}
