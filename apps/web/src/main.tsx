import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readFirstData } from './api/first-data.ts';
import { request } from './api/request.ts';
import { useSessionStore } from './api/session-store.ts';
import { startFingerprint, startRefreshSchedule } from './api/session-timers.ts';
import { tokens } from './api/tokens.ts';

/**
 * Asks who is signed in without holding the first render: the page renders as a guest and the
 * header follows the answer. With a token to ask about, the user is unknown until it answers,
 * and whatever decides on the user waits for that (session-store.ts principalKnown).
 */
function askPrincipal(): void {
  const session = useSessionStore.getState();
  const holdsToken = Boolean(tokens.token() || tokens.refresh());
  if (holdsToken) session.setPrincipalKnown(false);
  void request('ba/principal/inquiry').finally(() => session.setPrincipalKnown(true));
}

/** Lets the browser paint and handle input between the start-up steps, so none is one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // A public page comes rendered by the server (its markup in #root, its data beside it): the app
  // hydrates it, in the language and from the query cache it was drawn in. Any other page is
  // rendered here.
  const first = readFirstData();
  // The app and its translations are modules of their own, fetched with this one (src/boot.ts
  // preloads the start-up list, which the web's Vite config writes and the server adds the
  // language pack and the page's chunks to): each is evaluated in a task of its own instead of
  // one long start-up task.
  const translations = import('./lib/i18n/i18n.ts').then((i18n) => i18n.initI18n(first?.lang));
  const { App, startRouter } = await import('./app/app.tsx');
  await nextTask();
  const routed = startRouter(first?.state);
  await nextTask();
  askPrincipal();
  await Promise.all([translations, routed]);
  startRefreshSchedule();
  startFingerprint();
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, React works in short slices instead of one long task, so the page answers
  // input while it hydrates.
  startTransition(() => {
    if (first) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
