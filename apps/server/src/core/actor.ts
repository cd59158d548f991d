import type { Access, Principal, PrincipalFor } from './principal.ts';

/**
 * Who sent an event: a signed-in user (staff are users of role staff) or a guest of the live chat,
 * whose `guestId` is null without a valid guest token (such a guest cannot chat).
 */
export type Actor =
  | { kind: 'user'; principal: Principal }
  | { kind: 'staff'; principal: Principal }
  | { kind: 'guest'; guestId: string | null };

/** What a socket carries from its handshake (socket-server.ts). */
export interface ActorSource {
  principal: Principal | null;
  guestId: string | null;
}

export function resolveActor(source: ActorSource): Actor {
  const { principal } = source;
  if (!principal) return { kind: 'guest', guestId: source.guestId };
  return principal.role === 'staff' ? { kind: 'staff', principal } : { kind: 'user', principal };
}

/**
 * Whether an actor may send an event declared `from`: 'guest' lets anyone, 'user' any signed-in
 * user (staff included), 'staff' only staff. Answers the refusal code, or null when allowed.
 */
export function refusalFor(actor: Actor, from: Access): 'notSignedIn' | 'forbidden' | null {
  if (from === 'guest') return null;
  if (actor.kind === 'guest') return 'notSignedIn';
  if (from === 'staff' && actor.kind !== 'staff') return 'forbidden';
  return null;
}

/** The principal a handler of an event declared `from` gets: never null unless guests may send it. */
export function principalOf<A extends Access>(actor: Actor): PrincipalFor<A> {
  return (actor.kind === 'guest' ? null : actor.principal) as PrincipalFor<A>;
}
