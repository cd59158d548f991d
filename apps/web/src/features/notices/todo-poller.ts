import { TODO_POLL_INTERVAL_MS } from '@storefront/contract/constants';
import { Code } from '@storefront/contract/codes';
import { request } from '../../api/request.ts';
import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { cmsLatestIdx, handleCmsNotice } from './cms-notice.ts';
import { useTodoStore } from './todo-store.ts';

/**
 * Asks todo/inquiry every TODO_POLL_INTERVAL_MS while someone is signed in and stops when they
 * sign out (spec 4, 6). A tick is skipped while the previous answer is still on its way, so a
 * slow server never has two polls of one tab at once. Returns the function that stops it all.
 */
export function startTodoPoller(): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  // Bumped on every stop, so an answer that arrives after sign-out is dropped.
  let generation = 0;

  const poll = async () => {
    if (inFlight) return;
    inFlight = true;
    const asked = generation;
    try {
      const answer = await request('todo/inquiry', { idx: cmsLatestIdx() });
      if (asked !== generation || answer?.code !== Code.ok || !answer.data) return;
      useTodoStore.getState().setNotifyPending(answer.data.notifyPending);
      if (answer.data.cms) handleCmsNotice(answer.data.cms);
    } finally {
      // A poll from before a stop must not release the guard of the polls after it.
      if (asked === generation) inFlight = false;
    }
  };

  const start = () => {
    if (timer !== undefined) return;
    void poll();
    timer = setInterval(() => void poll(), TODO_POLL_INTERVAL_MS);
  };

  const stop = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    generation++;
    inFlight = false;
    useTodoStore.getState().setNotifyPending(0);
  };

  const follow = (signedIn: boolean) => (signedIn ? start() : stop());
  follow(isSignedIn(useSessionStore.getState().user));
  const unsubscribe = useSessionStore.subscribe((state) => follow(isSignedIn(state.user)));
  return () => {
    unsubscribe();
    stop();
  };
}
