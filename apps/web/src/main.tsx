import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { request } from './api/request.ts';
import { startFingerprint, startRefreshSchedule } from './api/session-timers.ts';
import { App } from './app/app.tsx';
import { initI18n } from './features/i18n/i18n.ts';
import './styles/global.css';

async function start() {
  // The language pack and the principal are fetched side by side before the first render.
  await Promise.all([initI18n(), request('ba/principal/inquiry')]);
  startRefreshSchedule();
  startFingerprint();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
