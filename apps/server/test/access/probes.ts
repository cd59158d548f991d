import type { AckDataOf, ClientEventName, ClientPayloadOf, ServerEventName } from '@storefront/contract';
import type { ApiPath, DataOf, PayloadOf } from '@storefront/contract/api';
import { expect } from 'vitest';
import type { ChatSocket } from '../../src/modules/pm/pm.test-helpers.ts';
import type { ActorName } from './access-table.ts';
import type { World } from './access-world.ts';

/*
 * How each row of access-table.ts is put to the server: the payload an actor sends (aimed at the
 * buyer's or the seller's things), and what an allowed answer must show, or must not.
 */

export interface CallProbe<P extends ApiPath> {
  /**
   * The payload `actor` sends. `allowed` (the table's cell) lets a write that uses its target up
   * (cancelling an order, deleting an address) aim at a new one of the same owner instead, so the
   * world stays as the later rows need it; a refused actor always aims at the world's own.
   */
  payload(world: World, actor: ActorName, allowed: boolean): PayloadOf<P> | Promise<PayloadOf<P>>;
  /** What a served answer shows; for an 'own' cell, that the buyer's or the seller's rows are not in it. */
  check?(data: DataOf<P>, world: World, actor: ActorName): void | Promise<void>;
  /** The call ends or replaces the session it is made on: it is made on a new session of the actor's. */
  freshSession?: true;
}

export type CallProbes = { [P in ApiPath]: CallProbe<P> };

export interface EventProbe<E extends ClientEventName> {
  payload(world: World, actor: ActorName, allowed: boolean): ClientPayloadOf<E> | Promise<ClientPayloadOf<E>>;
  check?(ack: AckDataOf<E>, world: World, actor: ActorName): void | Promise<void>;
  /**
   * An event never acknowledged: where `actor`'s event, passed on, is heard (the socket, the
   * server's event and which of its payloads is this actor's).
   */
  heard?(
    world: World,
    actor: ActorName,
  ): { socket: ChatSocket; event: ServerEventName; matches(payload: unknown): boolean };
}

export type EventProbes = { [E in ClientEventName]: EventProbe<E> };

/** The two parties of the buyer's private conversation (and of the buyer's orders at the seller's shop). */
export const isBuyerOrSeller = (actor: ActorName) => actor === 'buyer' || actor === 'seller';

/** An 'own' cell's proof: none of `theirs` is among the ids answered. */
export function expectNoneOf(answered: readonly number[], theirs: readonly number[], what: string): void {
  expect(
    answered.filter((idx) => theirs.includes(idx)),
    `${what} of someone else in the answer`,
  ).toEqual([]);
}
