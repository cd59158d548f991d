import { randomUUID } from 'node:crypto';
import type { LiveChatChange, PmChange } from '@storefront/contract';
import { expect } from 'vitest';
import type { ActorName } from './access-table.ts';
import { expectNoneOf, isBuyerOrSeller, type EventProbes } from './probes.ts';

/*
 * The socket events, each sent by every actor's own socket. The buyer's live chat is held by
 * staff; staff-kind actors speak to it as agents, everyone else as a shopper.
 */

const isStaff = (actor: ActorName) => actor === 'staff' || actor === 'admin';
const subjectOf = (payload: unknown) => (payload as { subjectIdx?: unknown }).subjectIdx;

/** The conversation a private-message change of a catch-up is of. */
function pmChangeSubject(change: PmChange): number {
  if (change.kind === 'message') return change.message.subjectIdx;
  return change.kind === 'revoke' ? change.revoke.subjectIdx : change.read.subjectIdx;
}

/** The conversation a live-chat change of a catch-up is of. */
function liveChangeSubject(change: LiveChatChange): number {
  switch (change.kind) {
    case 'message':
      return change.message.subjectIdx;
    case 'edit':
      return change.edit.subjectIdx;
    case 'delete':
      return change.delete.subjectIdx;
    case 'read':
      return change.read.subjectIdx;
  }
}

export const eventProbes: EventProbes = {
  bind: { payload: (world) => ({ userIdx: world.people.buyer.idx }) },
  pm: { payload: (world) => ({ subjectIdx: world.pm.subjectIdx, body: 'Hello?', clientId: randomUUID() }) },
  'pm.revoke': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshPmMessage() : world.pm.buyerMessage,
    }),
  },
  'pm.subjectHistory': {
    payload: () => ({ page: 1 }),
    check: (ack, world, actor) => {
      if (isBuyerOrSeller(actor)) return;
      expectNoneOf(
        ack.rows.map((row) => row.idx),
        [world.pm.subjectIdx],
        'a conversation',
      );
    },
  },
  'pm.history': { payload: (world) => ({ subjectIdx: world.pm.subjectIdx }) },
  'pm.readed': { payload: (world) => ({ subjectIdx: world.pm.subjectIdx }) },
  'pm.subject.inquiry': {
    payload: (world) => ({ shopIdx: world.shop.idx }),
    // The buyer gets their conversation back; anyone else one of their own, never the buyer's.
    check: (ack, world, actor) => {
      if (actor === 'buyer') expect(ack.subject.idx).toBe(world.pm.subjectIdx);
      else expect(ack.subject.idx).not.toBe(world.pm.subjectIdx);
    },
  },
  'pm.since': {
    payload: () => ({ position: 0 }),
    check: (ack, world, actor) => {
      if (isBuyerOrSeller(actor)) return;
      expectNoneOf(ack.changes.map(pmChangeSubject), [world.pm.subjectIdx], 'a change');
    },
  },
  'liveChat.begin': {
    payload: (world) => ({ subjectIdx: world.live.subjectIdx, page: '/' }),
    check: (ack, world, actor) => {
      if (actor === 'buyer') expect(ack.subjectIdx).toBe(world.live.subjectIdx);
      else expect(ack.subjectIdx).not.toBe(world.live.subjectIdx);
    },
  },
  // Without `finish` the shopper only closes the panel; an agent's end is final, so the agent ends one of its own.
  'liveChat.end': {
    payload: async (world, actor, allowed) => ({
      subjectIdx: allowed && actor === 'staff' ? await world.freshHeldBy('staff') : world.live.subjectIdx,
    }),
  },
  liveChat: { payload: (world) => ({ subjectIdx: world.live.subjectIdx, body: 'Any news?', clientId: randomUUID() }) },
  'liveChat.history': { payload: (world) => ({ subjectIdx: world.live.subjectIdx }) },
  'liveChat.readed': { payload: (world) => ({ subjectIdx: world.live.subjectIdx }) },
  'liveChat.page': {
    payload: (world, actor) => ({ subjectIdx: world.live.subjectIdx, page: `/access/${actor}` }),
    // The console (staff, who holds the conversation) hears the page the shopper moved to.
    heard: (world, actor) => ({
      socket: world.sockets.staff,
      event: 'liveChat.conversation',
      matches: (payload) =>
        subjectOf(payload) === world.live.subjectIdx && (payload as { page?: unknown }).page === `/access/${actor}`,
    }),
  },
  'liveChat.rate': { payload: (world) => ({ subjectIdx: world.live.ended, score: 5, comment: 'Quick and kind' }) },
  'liveChat.delete': {
    payload: async (world, actor, allowed) => ({
      idx: allowed && actor === 'staff' ? await world.freshStaffMessage() : world.live.staffMessage,
    }),
  },
  'liveChat.edit': { payload: (world) => ({ idx: world.live.staffMessage, body: 'On its way, due Friday.' }) },
  'liveChat.console': { payload: () => ({}) },
  'liveChat.since': {
    payload: (world) => ({ position: 0, subjectIdx: world.live.subjectIdx }),
    check: (ack, world, actor) => {
      if (actor === 'buyer' || isStaff(actor)) return;
      expectNoneOf(ack.changes.map(liveChangeSubject), [world.live.subjectIdx], 'a change');
    },
  },
  'liveChat.claim': {
    payload: async (world, _actor, allowed) => ({
      subjectIdx: allowed ? await world.freshQueued() : world.live.queued,
    }),
  },
  // Staff hands a conversation of its own to the admin; anyone else tries the buyer's (held by staff).
  'liveChat.transfer': {
    payload: async (world, actor, allowed) => ({
      subjectIdx: allowed && actor === 'staff' ? await world.freshHeldBy('staff') : world.live.subjectIdx,
      staffIdx: world.people.admin.idx,
    }),
  },
  'liveChat.presence': { payload: () => ({ status: 'online' }) },
  inputing: {
    payload: (world, actor) => ({ subjectIdx: world.live.subjectIdx, inputing: true, text: `typing as ${actor}` }),
    // A shopper's typing reaches the agent with its text; an agent's reaches the shopper without it.
    heard: (world, actor) =>
      isStaff(actor)
        ? {
            socket: world.sockets.buyer,
            event: 'inputing',
            matches: (payload) => subjectOf(payload) === world.live.subjectIdx,
          }
        : {
            socket: world.sockets.staff,
            event: 'inputing',
            matches: (payload) =>
              subjectOf(payload) === world.live.subjectIdx &&
              (payload as { text?: unknown }).text === `typing as ${actor}`,
          },
  },
};
