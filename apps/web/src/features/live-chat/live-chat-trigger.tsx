import { Headset } from 'lucide-react';
import { lazy, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { RoutePath } from '@storefront/contract/routes';
import { useSessionStore } from '../../api/session-store.ts';
import { AfterFirstNeed } from '../../components/after-first-need.tsx';
import { hasShopperIdentity } from './live-chat-identity.ts';
import { useLiveChat } from './live-chat-store.ts';
import './live-chat-trigger.css';

// The panel's code loads the first time it opens (through a small host: see there).
const LiveChatPanelHost = lazy(() =>
  import('./live-chat-panel-host.tsx').then((host) => ({ default: host.LiveChatPanelHost })),
);

const BADGE_MAX = 99;

/**
 * The live chat's trigger (spec 2.5): a button with the unread count (hidden at 0) that opens the
 * panel, on every page but the staff console. The root layout mounts it once the page is
 * interactive; it stays small: the panel's code and the
 * socket load when the panel first opens, or earlier when there is a conversation to watch (a
 * signed-in shopper, or a guest holding a guest token), for the badge.
 */
export function LiveChatTrigger() {
  const { t } = useTranslation();
  const unread = useLiveChat((state) => state.unread);
  const visible = useLiveChat((state) => state.visible);
  const userIdx = useSessionStore((state) => state.user.idx);
  const staff = useSessionStore((state) => state.user.role === 'staff');
  // Staff answer in the console (and see no trigger there or anywhere).
  const onConsole = useLocation().pathname.startsWith(RoutePath.staff);

  useEffect(() => {
    if (hasShopperIdentity()) void import('./live-chat-live.ts').then((live) => live.startLiveChat());
  }, [userIdx]);

  if (staff || onConsole) return null;
  return (
    <>
      <button
        type="button"
        className="live-trigger"
        aria-haspopup="dialog"
        aria-expanded={visible}
        aria-label={unread > 0 ? t('layout.liveChat.openUnread', { unread }) : t('layout.liveChat.open')}
        onClick={() => useLiveChat.getState().requestOpen()}
      >
        <Headset className="live-trigger__icon" size={24} aria-hidden="true" />
        {unread > 0 && (
          <span className="live-trigger__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      <AfterFirstNeed needed={visible}>
        <LiveChatPanelHost />
      </AfterFirstNeed>
    </>
  );
}
