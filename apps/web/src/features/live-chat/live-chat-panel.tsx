import { LIVE_CHAT_DIALOG_WIDTH } from '@storefront/contract/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { ConnectionBanner } from '../../components/chat/connection-banner.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { Modal } from '../../components/modal.tsx';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { closeChat, enterChat, notePage } from './live-chat-actions.ts';
import { LiveChatComposer } from './live-chat-composer.tsx';
import { LiveChatHeader } from './live-chat-header.tsx';
import { LiveChatMessages } from './live-chat-messages.tsx';
import { LiveChatEnded } from './live-chat-rating.tsx';
import { useLiveChat } from './live-chat-store.ts';
import './live-chat.css';

/**
 * The live chat's panel (spec 2.5): 420 px wide at the bottom right, the whole screen under 640 px.
 * Opening it enters the chat (spec 4), closing it leaves it; the native dialog moves focus in,
 * closes on Escape and gives focus back to the trigger. On a large screen it is not modal (issue
 * 19): no backdrop, the shopper keeps using the page and Tab leaves the panel; the root layout
 * holds it, so it stays open from page to page. On a phone it covers the screen, and is modal.
 */
export function LiveChatPanel() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const visible = useLiveChat((store) => store.visible);
  const ended = useLiveChat((store) => store.state?.status === 'ended');
  const { pathname } = useLocation();

  useEffect(() => {
    if (!visible) return;
    void enterChat().then((result) => {
      if (!result.ok) notify.error(result.message);
    });
  }, [visible]);

  // The page they move to while the panel is open (the console's profile shows it); opening sends
  // the page with liveChat.begin.
  const lastPage = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPage.current) return;
    lastPage.current = pathname;
    if (visible) notePage(pathname);
  }, [pathname, visible]);

  return (
    <Modal
      open={visible}
      onClose={() => void closeChat()}
      title={t('live.title')}
      hideTitle
      modal={mobile}
      variant={mobile ? 'fullscreen' : 'dialog'}
      width={mobile ? undefined : LIVE_CHAT_DIALOG_WIDTH}
      className="live-panel"
    >
      <LiveChatHeader />
      <ConnectionBanner />
      <LiveChatMessages />
      {ended ? <LiveChatEnded /> : <LiveChatComposer />}
    </Modal>
  );
}
