import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Kept for the tab's life, so a reload returns to where the page was (as React Router's own did). */
const STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const positions = readPositions();
let currentKey: string | undefined;

const remember = () => {
  if (currentKey !== undefined) positions[currentKey] = window.scrollY;
};
const store = () => {
  remember();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: positions are then kept for this page load only.
  }
};

/**
 * React Router's ScrollRestoration for its declarative router (which has none), keyed by address:
 * an address shown again (back, forward, a link, a reload) returns to where it was scrolled, a new
 * one starts at the top, or at its #hash (the page first loaded stays where the visitor has it). Positions are noted as the page scrolls, because by the
 * time the next address renders the old page is gone.
 */
export function ScrollRestoration() {
  const { pathname, search, hash } = useLocation();
  const key = pathname + search;
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
    };
  }, []);
  useLayoutEffect(() => {
    const firstRender = currentKey === undefined;
    currentKey = key;
    const saved = positions[key];
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    // On the first render the page is the server's first screen, maybe scrolled already: kept as it is.
    else if (!firstRender) window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
}
