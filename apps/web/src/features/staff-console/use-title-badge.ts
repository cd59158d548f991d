import { useEffect } from 'react';
import { badgedTitle } from './console-cache.ts';

/**
 * Keeps "(N) " in front of the document title while N > 0. The page frame sets the title too
 * (after this, on mounting), so the title element is watched and the badge put back when lost.
 */
export function useTitleBadge(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = badgedTitle(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : null;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = badgedTitle(document.title, 0);
    };
  }, [count]);
}
