import type { SuggestionView } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { SUGGESTION_MIN_CHARS } from '@storefront/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { request } from '../../api/request.ts';

/** Typing pauses shorter than this send no request: one call per burst of keystrokes. */
export const SUGGESTION_DEBOUNCE_MS = 150;

interface Answer {
  keyword: string;
  rows: SuggestionView[];
}

/**
 * Suggestions for a keyword (spec 2.2): nothing under SUGGESTION_MIN_CHARS, a debounced request
 * otherwise, and only the answer for the text now in the box is ever shown. Answers that come back
 * out of order are dropped by a sequence number: a slow answer for "li" must not replace "lin".
 */
export function useSuggestions(keyword: string, enabled: boolean): SuggestionView[] {
  const trimmed = keyword.trim();
  const wanted = enabled && trimmed.length >= SUGGESTION_MIN_CHARS;
  const [answer, setAnswer] = useState<Answer>({ keyword: '', rows: [] });
  const sequence = useRef(0);
  // Answers already seen, so deleting back to an earlier keyword shows it at once.
  const cache = useRef(new Map<string, SuggestionView[]>());

  useEffect(() => {
    const ticket = ++sequence.current;
    if (!wanted) return;
    const cached = cache.current.get(trimmed);
    const timer = setTimeout(
      () => {
        if (cached) {
          setAnswer({ keyword: trimmed, rows: cached });
          return;
        }
        void request('search/suggestion', { kw: trimmed }).then((envelope) => {
          if (ticket !== sequence.current) return;
          const rows = envelope?.code === Code.ok && Array.isArray(envelope.data) ? envelope.data : [];
          if (envelope) cache.current.set(trimmed, rows);
          setAnswer({ keyword: trimmed, rows });
        });
      },
      cached ? 0 : SUGGESTION_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [trimmed, wanted]);

  return wanted && answer.keyword === trimmed ? answer.rows : [];
}
