const FIRST_MOVES = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'];
/** How long a visitor who does not move waits for what `whenSettled` holds back. */
const SETTLED_MS = 5000;

/**
 * Runs `task` on the visitor's first move (a pointer, a key, a scroll) or after a few quiet
 * seconds: for what a visitor may want but the first screen does not need (the live chat's
 * trigger), so its download never competes with the page's own. Returns the cancel.
 */
export function whenSettled(task: () => void): () => void {
  const cancel = () => {
    clearTimeout(timer);
    for (const event of FIRST_MOVES) removeEventListener(event, run, true);
  };
  const run = () => {
    cancel();
    task();
  };
  const timer = setTimeout(run, SETTLED_MS);
  for (const event of FIRST_MOVES) addEventListener(event, run, { capture: true, passive: true });
  return cancel;
}
