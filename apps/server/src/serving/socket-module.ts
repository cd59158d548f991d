import type { SocketEvent } from './define-event.ts';
import type { RealtimeSocket } from './socket-types.ts';

/** What a module serves on the socket: its events, and what it sends a socket that just connected. */
export interface SocketModule {
  events: SocketEvent[];
  onConnect?(socket: RealtimeSocket): Promise<void>;
  /**
   * The server is closing: work still waiting (an ack's timeout) ends now, and what is under way
   * finishes before the database and the adapter close.
   */
  close?(): Promise<void>;
  /** Resolves once the work the module started on its own (not awaited by an event) is done. */
  idle?(): Promise<void>;
}
