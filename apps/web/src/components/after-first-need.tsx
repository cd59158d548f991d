import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `needed` is true and keeps them from then on: for an
 * overlay whose code loads when it is first opened (a lazy component), off the first visit's
 * JavaScript. Kept mounted afterwards, so it closes (and gives focus back) as it always did.
 */
export function AfterFirstNeed({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(needed);
  if (needed && !seen) setSeen(true);
  return seen || needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
