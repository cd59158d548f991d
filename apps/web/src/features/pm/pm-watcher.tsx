import { lazy, useEffect } from 'react';
import { AfterFirstNeed } from '../../components/after-first-need.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { usePmScreen } from './pm-screen-store.ts';

// The screen's texts are in the pack's later part (lib/i18n/pack-parts.ts): it shows with them.
const PmScreen = lazy(async () => {
  const [screen] = await Promise.all([
    import('./pm-screen.tsx'),
    import('../../lib/i18n/extra-texts.ts').then((texts) => texts.loadLaterTexts()),
  ]);
  return screen;
});

/** Runs `task` once the browser is idle (at the latest after `timeout` ms). */
function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * Private messages in the page frame, kept off the first screen (issue 12): for a signed-in user
 * the realtime connection and its handlers load once the page is idle (the header's unread badge
 * follows from then on, in every tab); the screen's code loads the first time it opens.
 */
export function PmWatcher() {
  const signedIn = useCurrentUser() !== null;
  const open = usePmScreen((state) => state.open);
  useEffect(() => {
    if (!signedIn) return undefined;
    // Started once; from then on pm-live follows the session itself (sign-out disconnects).
    return whenIdle(() => void import('./pm-live.ts').then((live) => live.startPmLive()));
  }, [signedIn]);
  return (
    <AfterFirstNeed needed={open && signedIn}>
      <PmScreen />
    </AfterFirstNeed>
  );
}
