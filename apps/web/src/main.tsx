import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { request } from './api/request.ts';
import { useSessionStore } from './api/session-store.ts';
import { startFingerprint, startRefreshSchedule } from './api/session-timers.ts';
import { tokens } from './api/tokens.ts';
import './styles/global.css';

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
  // The app and its translations are modules of their own, preloaded with this one (see the
  // web's Vite config): each is evaluated in a task of its own instead of one long start-up task.
  // The server preloads the language pack and the page's chunks too.
  const translations = import('./lib/i18n/i18n.ts').then((i18n) => i18n.initI18n());
  const { App, startRouter } = await import('./app/app.tsx');
  await nextTask();
  const routed = startRouter();
  await nextTask();
  askPrincipal();
  await Promise.all([translations, routed]);
  startRefreshSchedule();
  startFingerprint();
  const root = document.getElementById('root');
  if (!root) return;
  // The server's first screen is on display: rendering as a transition lets React work in short
  // slices instead of one long task, so the page answers input while the app takes over.
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
