import type { SessionService } from '../modules/accounts/session-service.ts';
import { familyRoom, userRoom } from '../serving/rooms.ts';
import type { RealtimeServer, RealtimeSocket } from '../serving/socket-types.ts';

/**
 * Sessions end on the socket too: signing out or a reused refresh token (a family ends), a
 * password change (every other family of the user ends) and a disabled account (every socket of
 * the user) disconnect those sockets, on every server process (the Redis adapter carries
 * `disconnectSockets`). A new role (issue 19) closes the user's connections instead, so their
 * clients connect again at once and the new handshake carries the role: on this process directly,
 * on the others through `serverSideEmit` (`crossProcess`: the Redis adapter is in use).
 * Returns the way to stop.
 */
export function disconnectEndedSessions(
  io: RealtimeServer,
  sessions: SessionService,
  crossProcess = false,
): () => void {
  io.on('reconnectUser', (userIdx) => void reconnectLocal(io, userIdx));
  return sessions.onSessionsEnded((ended) => {
    if ('familyId' in ended) return io.in(familyRoom(ended.familyId)).disconnectSockets(true);
    if ('exceptFamilyId' in ended) {
      return io.in(userRoom(ended.userIdx)).except(familyRoom(ended.exceptFamilyId)).disconnectSockets(true);
    }
    if (ended.standing === 'disabled') return io.in(userRoom(ended.userIdx)).disconnectSockets(true);
    void reconnectLocal(io, ended.userIdx);
    if (crossProcess) io.serverSideEmit('reconnectUser', ended.userIdx);
  });
}

/** Closes the connections of the user's sockets on this process: their clients reconnect by themselves. */
async function reconnectLocal(io: RealtimeServer, userIdx: number): Promise<void> {
  const sockets = await io.in(userRoom(userIdx)).local.fetchSockets();
  for (const socket of sockets) closeConnection(io.sockets.sockets.get(socket.id));
}

/**
 * Ends a socket's connection without the server's goodbye: the client sees a transport close and
 * reconnects by itself, reading the token it holds then (the web client's refreshed one).
 */
export function closeConnection(socket: RealtimeSocket | undefined): void {
  socket?.conn.close();
}

/**
 * A signed-in socket lasts as long as its access token (issue 19): its connection closes when the
 * token expires (the client reconnects with the token it holds then). Events that arrive after
 * the expiry and before the close are refused 4012 by `defineEvent`.
 */
export function cutAtExpiry(socket: RealtimeSocket): void {
  const { expiresAt } = socket.data;
  if (expiresAt === undefined) return;
  // setTimeout holds at most 2^31 - 1 ms (24.8 days); tokens live far shorter.
  const timer = setTimeout(() => closeConnection(socket), Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
