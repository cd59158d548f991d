import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../api/session-store.ts';
import { MessageHost } from '../components/dialogs/message-host.tsx';
import { Header } from './layout/header.tsx';
import { MobileTabBar } from './layout/mobile-tab-bar.tsx';
import { MessageDialogs } from './message-dialogs.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { TopNav } from './layout/top-nav.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { AfterHydration } from '../lib/use-hydrated.tsx';
import { whenSettled } from '../lib/when-settled.ts';
import './root-layout.css';

// Below the fold or shown on demand: loaded after the first screen, off the initial bundle.
const Footer = lazy(() => import('./layout/footer.tsx').then((m) => ({ default: m.Footer })));
const GuaranteeBanner = lazy(() =>
  import('./layout/guarantee-banner.tsx').then((m) => ({ default: m.GuaranteeBanner })),
);
const NoticeWatcher = lazy(() =>
  import('../features/notices/notice-watcher.tsx').then((m) => ({ default: m.NoticeWatcher })),
);
const PmWatcher = lazy(() => import('../features/pm/pm-watcher.tsx').then((m) => ({ default: m.PmWatcher })));
const LiveChatTrigger = lazy(() =>
  import('../features/live-chat/live-chat-trigger.tsx').then((m) => ({ default: m.LiveChatTrigger })),
);
const CartFloat = lazy(() => import('../features/cart/cart-float.tsx').then((m) => ({ default: m.CartFloat })));

/**
 * The live chat's trigger (issue 13), off the first screen's JavaScript: mounted once the page is
 * interactive, on the visitor's first move or after a few quiet seconds (lib/when-settled.ts). It
 * hides itself on the staff console.
 */
function LiveChatLater() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenSettled(() => setReady(true)), []);
  return ready && <LiveChatTrigger />;
}

/** Every page sits in this frame: header, navigation, the page, banner, footer, tab bar, overlays. */
export function RootLayout() {
  const { t } = useTranslation();
  // Private messages are for signed-in users: a guest's page loads none of their code.
  const signedIn = useCurrentUser() !== null;
  return (
    <div className="root-layout">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <TopNav />
      <main id="main" className="root-layout__main">
        <Suspense fallback={<PageSkeleton />}>
          <PageOutlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <GuaranteeBanner />
        <Footer />
      </Suspense>
      <MobileTabBar />
      <MessageHost />
      <MessageDialogs />
      {/* The browser's own parts (the stored cart, notices, the chats): after hydration, never on the server. */}
      <AfterHydration>
        <Suspense fallback={null}>
          {/* The todo poll runs only while someone is signed in (spec 4): a guest's page loads none of it. */}
          {signedIn && <NoticeWatcher />}
          {signedIn && <PmWatcher />}
          <CartFloat />
        </Suspense>
        {/* Its own boundary: its chunk arriving must not blank the overlays beside it. */}
        <Suspense fallback={null}>
          <LiveChatLater />
        </Suspense>
      </AfterHydration>
      {/* Keyed by address: a fresh page load starts at the top instead of inheriting another page's position. */}
      <ScrollRestoration />
    </div>
  );
}
