import { StorageKey } from '@storefront/contract/constants';
import { storage } from '../../lib/storage.ts';

/**
 * The spec keeps history unique and newest first; it sets no length, so a cap keeps the list a
 * glanceable list (and localStorage small) without dropping anything a shopper would scroll to.
 */
export const SEARCH_HISTORY_LIMIT = 20;

/** The stored keywords, newest first; anything malformed in storage reads as an empty history. */
export function readHistory(): string[] {
  const stored = storage.getJson<unknown>(StorageKey.searchHistory, []);
  if (!Array.isArray(stored)) return [];
  return stored.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** Puts the trimmed keyword first (moving it up if already there) and returns the new history. */
export function saveKeyword(keyword: string): string[] {
  const trimmed = keyword.trim();
  const current = readHistory();
  if (!trimmed) return current;
  const next = [trimmed, ...current.filter((item) => item !== trimmed)].slice(0, SEARCH_HISTORY_LIMIT);
  storage.setJson(StorageKey.searchHistory, next);
  return next;
}

export function clearHistory(): void {
  storage.remove(StorageKey.searchHistory);
}
