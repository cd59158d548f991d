import { ConnectionStatus, type ConnectionStatusValue } from '@storefront/contract/constants';

/** What a chat pane says of its connection (issue 19); null: nothing to say. */
export type ConnectionNotice = 'connecting' | 'reconnecting' | 'offline' | null;

export interface ConnectionFacts {
  /** The socket's status (spec 4: 0 idle, 1 connecting, 2 connected, 3 disconnected). */
  status: ConnectionStatusValue;
  /** What the browser says of the network (navigator.onLine). */
  online: boolean;
  /** A connection made before on this page: connecting again is reconnecting. */
  wasConnected: boolean;
  /** A first connection has taken long enough to be worth saying (no flash on every open). */
  slow: boolean;
}

/**
 * Offline wins, once a connection was asked for (the user can do nothing but wait, and what they type is kept); a dropped
 * connection, or one being made again, is reconnecting (with "Retry now"); a first connection that
 * takes a while is connecting. Idle (nothing asked for yet, or signed out) and connected say nothing.
 */
export function connectionNotice({ status, online, wasConnected, slow }: ConnectionFacts): ConnectionNotice {
  if (status === ConnectionStatus.idle) return null;
  // The browser knows before the socket notices: nothing goes out now, whatever the status says.
  if (!online) return 'offline';
  if (status === ConnectionStatus.connected) return null;
  if (status === ConnectionStatus.disconnected || wasConnected) return 'reconnecting';
  return slow ? 'connecting' : null;
}
