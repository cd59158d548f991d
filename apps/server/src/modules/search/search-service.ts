import type { SuggestionView } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { keywordWords, normalizeKeyword } from './keyword.ts';
import { stopSearchIndex, suggestionIndex } from './search-index.ts';

/**
 * Suggestions for the header search (spec 2.2): shops (flag 1) then goods (flag 2), from this
 * process's in-memory index of the catalog's names (suggestion-index.ts).
 */
export async function suggest(db: Db, kw: string): Promise<SuggestionView[]> {
  const keyword = normalizeKeyword(kw).toLowerCase();
  const words = keywordWords(keyword).filter((w) => w.length >= 2);
  if (words.length === 0) return [];
  return (await suggestionIndex(db)).suggest(keyword, words);
}

/** The header search for the routes: suggestions from this process's index of the catalog's names. */
export class SearchService {
  constructor(private readonly db: Db) {}

  suggest(kw: string): Promise<SuggestionView[]> {
    return suggest(this.db, kw);
  }

  /** Stops following the catalog's changes (the app closes). */
  close(): void {
    stopSearchIndex(this.db);
  }
}
