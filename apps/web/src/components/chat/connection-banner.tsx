import { ConnectionStatus } from '@storefront/contract/constants';
import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { reconnectSocket, useSocketStatus } from '../../api/socket-client.ts';
import { connectionNotice } from './connection-state.ts';
import './connection-banner.css';

/** How long a first connection may take before the pane says it is connecting. */
const SLOW_CONNECT_MS = 1000;

function subscribeOnline(onChange: () => void): () => void {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

/**
 * The chat's connection, said in the pane (issue 19; spec 4's statuses): connecting, reconnecting
 * (with "Retry now") or offline, each with what the user can do; nothing while connected. Shared
 * by the private messages, the live chat and the staff console. The status line is a polite live
 * region that is always there, so a change is read out.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useSocketStatus((state) => state.status);
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [wasConnected, setWasConnected] = useState(status === ConnectionStatus.connected);
  const [slow, setSlow] = useState(false);

  if (status === ConnectionStatus.connected && !wasConnected) setWasConnected(true);
  if (status === ConnectionStatus.idle && wasConnected) setWasConnected(false);
  if (status !== ConnectionStatus.connecting && slow) setSlow(false);
  useEffect(() => {
    if (status !== ConnectionStatus.connecting) return;
    const timer = setTimeout(() => setSlow(true), SLOW_CONNECT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const notice = connectionNotice({ status, online, wasConnected, slow });
  return (
    <div className={`chat-connection${notice ? ` chat-connection--${notice}` : ''}`} data-testid="chat-connection">
      <p className="chat-connection__text" role="status">
        {notice === 'offline' && <WifiOff size={16} aria-hidden="true" />}
        {notice && t(`chat.connection.${notice}`)}
      </p>
      {notice === 'reconnecting' && (
        <button
          type="button"
          className="chat-connection__retry"
          disabled={status === ConnectionStatus.connecting}
          onClick={reconnectSocket}
        >
          <RefreshCw size={14} aria-hidden="true" />
          {t('chat.connection.retry')}
        </button>
      )}
    </div>
  );
}
