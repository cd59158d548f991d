/*
 * Socket.io rooms. A signed-in socket is in its user's room, its user's room of its language,
 * its session's and its refresh family's; staff are in the staff room too. Every emit names the
 * rooms of the parties only.
 */

export const userRoom = (idx: number) => `user:${idx}`;
/**
 * The sockets of one user reading in `lang` (the language of the socket's handshake, else the
 * user's, as the socket connected): a push whose text depends on the reader's language (a chat
 * goods card's title) goes to each language's room of the user with its own text.
 */
export const userLanguageRoom = (idx: number, lang: string) => `user:${idx}:${lang}`;
export const STAFF_ROOM = 'staff';
/** Every socket of one live-chat guest (their signed guest id): every tab of that browser. */
export const guestRoom = (guestId: string) => `guest:${guestId}`;
/** The sockets of one session (one access token). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets of every session descended from one sign-in (its refresh family). */
export const familyRoom = (familyId: string) => `family:${familyId}`;
