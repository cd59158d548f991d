import type { SessionService } from '../modules/accounts/session-service.ts';
import { familyRoom, userRoom } from './rooms.ts';
import type { RealtimeServer } from './socket-types.ts';

/**
 * Sessions end on the socket too: signing out or a reused refresh token (a family ends) and a
 * password change (every other family of the user ends) disconnect those sockets, on every
 * server process (the Redis adapter carries `disconnectSockets`). Returns the way to stop.
 */
export function disconnectEndedSessions(io: RealtimeServer, sessions: SessionService): () => void {
  return sessions.onSessionsEnded((ended) => {
    const sockets =
      'familyId' in ended
        ? io.in(familyRoom(ended.familyId))
        : io.in(userRoom(ended.userIdx)).except(familyRoom(ended.exceptFamilyId));
    sockets.disconnectSockets(true);
  });
}
