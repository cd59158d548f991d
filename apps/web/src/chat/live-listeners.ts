import { onIdentityChange, onSocketConnect } from '../api/socket-client.ts';

/*
 * How a chat feature starts its live side, the same for the private messages, the live chat's
 * widget and the staff console: it listens to its events, refetches what it missed after a
 * reconnection and forgets the previous user's data when another one (or none) takes the
 * connection. Listening is all it does to the socket: api/socket-client.ts alone connects,
 * reconnects and cuts it, following the session, whatever order the features started in.
 */

export interface LiveFeature {
  /** Subscribes the feature's handlers (`onSocketEvent`); returns the functions that unsubscribe them. */
  listen(): Array<() => void>;
  /** After a reconnection (spec 4): what was missed meanwhile is asked again. */
  reconnected?(): void;
  /** Another user, or none: the previous one's data leaves the cache and the screen (before the new connection). */
  forget?(): void;
  /** Stopped: whatever the feature keeps outside the cache is dropped. */
  stopped?(): void;
}

/** A feature's start, run as often as wanted: it starts once; what it returns stops it. */
export function liveStarter(feature: LiveFeature): () => () => void {
  let stop: (() => void) | null = null;
  return () => {
    if (stop) return stop;
    const offs = [
      onIdentityChange((next, previous) => {
        if (next.userIdx !== previous.userIdx) feature.forget?.();
      }),
      onSocketConnect((again) => {
        if (again) feature.reconnected?.();
      }),
      ...feature.listen(),
    ];
    stop = () => {
      for (const off of offs) off();
      feature.stopped?.();
      stop = null;
    };
    return stop;
  };
}
