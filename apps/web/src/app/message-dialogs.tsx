import { lazy, Suspense } from 'react';
import { AfterFirstNeed } from '../components/after-first-need.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';

/**
 * Overlays: their code loads the first time one opens, off the first screen's JavaScript, with
 * the pack's later part (lib/i18n/pack-parts.ts): the sign-in form's texts and the refusals'.
 */
const withLaterTexts = async <T,>(load: Promise<T>): Promise<T> => {
  const [module] = await Promise.all([load, import('../lib/i18n/extra-texts.ts').then((t) => t.loadLaterTexts())]);
  return module;
};
const DialogHost = lazy(() =>
  withLaterTexts(import('../components/dialogs/dialog-host.tsx')).then((m) => ({ default: m.DialogHost })),
);
const LoginPopup = lazy(() =>
  withLaterTexts(import('../features/auth/login-popup.tsx')).then((m) => ({ default: m.LoginPopup })),
);

/** The message dialog and the login popup, each mounted the first time it opens (the shop's and the staff's layouts). */
export function MessageDialogs() {
  const dialogOpen = useMessageStore((state) => state.dialog !== null);
  const loginPopupOpen = useMessageStore((state) => state.loginPopup);
  return (
    <Suspense fallback={null}>
      <AfterFirstNeed needed={dialogOpen}>
        <DialogHost />
      </AfterFirstNeed>
      <AfterFirstNeed needed={loginPopupOpen}>
        <LoginPopup />
      </AfterFirstNeed>
    </Suspense>
  );
}
