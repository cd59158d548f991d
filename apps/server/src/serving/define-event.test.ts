import { Code } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../core/principal.ts';
import { ApiError } from '../core/api-error.ts';
import { translate } from '../i18n/server-messages.ts';
import { refusalFor, resolveActor } from '../core/actor.ts';
import { defineEvent, type EventContext } from './define-event.ts';
import type { RealtimeSocket } from './socket-types.ts';

/** What the wrapper reads of a socket, without a server. */
function fakeSocket(principal: Principal | null, lang = 'en'): RealtimeSocket {
  return { id: 'test-socket', data: { principal, guestId: 'guest-1', lang } } as unknown as RealtimeSocket;
}

const buyer: Principal = { idx: 7, role: 'buyer', sessionId: 's', familyId: 'f' };
const staff: Principal = { idx: 9, role: 'staff', sessionId: 's2', familyId: 'f2' };

function context() {
  const faults: unknown[] = [];
  const value: EventContext = {
    translate,
    language: async (socket) => socket.data.lang ?? 'en',
    logFault: (error) => void faults.push(error),
    checkAcks: true,
  };
  return { value, faults };
}

/** Runs one emit through the wrapper the way socket.io would, with a callback when `ack` is true. */
async function emit(event: ReturnType<typeof defineEvent>, socket: RealtimeSocket, payload: unknown, ack = true) {
  const { value, faults } = context();
  const acks: unknown[] = [];
  const args: unknown[] = ack ? [payload, (answer: unknown) => acks.push(answer)] : [payload];
  const returned = await event.handle(socket, value, args);
  return { acks, faults, returned };
}

describe('defineEvent (the twin of defineCall)', () => {
  it("acknowledges the handler's data with code 0, then runs what it asked to emit", async () => {
    const order: string[] = [];
    const event = defineEvent('pm.readed', {
      handler: async ({ payload, principal, afterAck }) => {
        order.push(`handled ${payload.subjectIdx} for ${principal.idx}`);
        afterAck(() => void order.push('emitted'));
        return { unread: 3 };
      },
    });
    const { value } = context();
    const returned = await event.handle(fakeSocket(buyer), value, [
      { subjectIdx: 5 },
      (answer: unknown) => order.push(`acked ${JSON.stringify(answer)}`),
    ]);
    expect(order).toEqual(['handled 5 for 7', 'acked {"code":0,"unread":3}', 'emitted']);
    expect(returned).toEqual({ code: 0, unread: 3 });
  });

  it('refuses a guest on a signed-in event (4012), translated; staff are signed-in users too', async () => {
    const event = defineEvent('pm.readed', { handler: async () => ({ unread: 0 }) });
    expect((await emit(event, fakeSocket(null, 'es'), { subjectIdx: 1 })).acks).toEqual([
      { code: Code.notSignedIn, message: translate('notSignedIn', 'es') },
    ]);
    expect((await emit(event, fakeSocket(staff), { subjectIdx: 1 })).acks[0]).toMatchObject({ code: 0 });
  });

  it('refuses any event after the handshake token expired with 4012 (issue 19), without running the handler', async () => {
    let ran = false;
    const event = defineEvent('liveChat.history', {
      handler: async () => {
        ran = true;
        return { ended: false, rows: [], position: 0 };
      },
    });
    const expired = fakeSocket(buyer, 'de');
    expired.data.expiresAt = Date.now() - 1;
    expect((await emit(event, expired, { subjectIdx: 1 })).acks).toEqual([
      { code: Code.notSignedIn, message: translate('sessionExpired', 'de') },
    ]);
    expect(ran).toBe(false);
    const fresh = fakeSocket(buyer);
    fresh.data.expiresAt = Date.now() + 60_000;
    expect((await emit(event, fresh, { subjectIdx: 1 })).acks).toEqual([
      { code: 0, ended: false, rows: [], position: 0 },
    ]);
  });

  it('answers a malformed payload with 4000 naming the field, without running the handler', async () => {
    let ran = false;
    const event = defineEvent('pm.readed', {
      handler: async () => {
        ran = true;
        return { unread: 0 };
      },
    });
    const { acks } = await emit(event, fakeSocket(buyer), { subjectIdx: -1, extra: true });
    expect(acks).toEqual([{ code: 4000, field: 'subjectIdx', message: expect.any(String) as unknown }]);
    expect(ran).toBe(false);
  });

  it('turns an ApiError into its code and message, and emits nothing of a refused event', async () => {
    let emitted = false;
    const event = defineEvent('pm.revoke', {
      handler: async ({ afterAck }) => {
        afterAck(() => void (emitted = true));
        throw new ApiError(Code.forbidden, 'pmRevokeExpired');
      },
    });
    const { acks } = await emit(event, fakeSocket(buyer, 'fr'), { idx: 1 });
    expect(acks).toEqual([{ code: 4003, message: translate('pmRevokeExpired', 'fr') }]);
    expect(emitted).toBe(false);
  });

  it('never throws: an unexpected failure is logged and answered 5000, without a stack', async () => {
    const event = defineEvent('pm.history', {
      handler: async () => {
        throw new Error('relation "pm_secret" does not exist');
      },
    });
    const { acks, faults } = await emit(event, fakeSocket(buyer), { subjectIdx: 1 });
    expect(acks).toEqual([{ code: 5000, message: translate('serverFault', 'en') }]);
    expect(faults).toHaveLength(1);
    expect(JSON.stringify(acks)).not.toContain('pm_secret');
  });

  it('answers a value only the database refuses (a data exception) with 4000 and one line, no stack (issue 19)', async () => {
    const event = defineEvent('pm.history', {
      handler: async () => {
        throw Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
      },
    });
    const { value, faults } = context();
    const refusals: Array<Record<string, unknown>> = [];
    value.logRefusal = (details) => void refusals.push(details);
    const acks: unknown[] = [];
    await event.handle(fakeSocket(buyer), value, [{ subjectIdx: 1 }, (answer: unknown) => acks.push(answer)]);
    expect(acks).toEqual([{ code: 4000, message: translate('invalidField', 'en', { field: 'payload' }) }]);
    expect(faults).toEqual([]);
    expect(refusals).toEqual([{ event: 'pm.history', socketId: 'test-socket', reason: expect.any(String) as unknown }]);
    expect(JSON.stringify(refusals)).not.toContain('stack');
  });

  it('treats an acknowledgement that breaks the contract as a fault when acks are checked', async () => {
    const event = defineEvent('pm', {
      // @ts-expect-error: the contract says the ack carries a positive idx
      handler: async () => ({ idx: 'not a number' }),
    });
    const { acks, faults } = await emit(event, fakeSocket(buyer), { subjectIdx: 1, body: 'x' });
    expect(acks).toEqual([{ code: 5000, message: expect.any(String) as unknown }]);
    expect(faults).toHaveLength(1);
  });

  it('serves a client that sent no callback, and a client that sent no payload', async () => {
    const event = defineEvent('pm.readed', { handler: async () => ({ unread: 0 }) });
    const noCallback = await emit(event, fakeSocket(buyer), { subjectIdx: 1 }, false);
    expect(noCallback.acks).toEqual([]);
    expect(noCallback.returned).toEqual({ code: 0, unread: 0 });
    const { value } = context();
    const acks: unknown[] = [];
    await event.handle(fakeSocket(buyer), value, [(answer: unknown) => acks.push(answer)]);
    expect(acks).toEqual([{ code: 4000, field: 'subjectIdx', message: expect.any(String) as unknown }]);
  });

  it("hands the handler the socket's language as `lang`, as HTTP handlers get theirs", async () => {
    const heard: string[] = [];
    const event = defineEvent('pm.history', {
      handler: async ({ lang }) => {
        heard.push(lang);
        return { rows: [] };
      },
    });
    await emit(event, fakeSocket(buyer, 'de'), { subjectIdx: 1 });
    await emit(event, fakeSocket(buyer, 'ja'), { subjectIdx: 1 });
    expect(heard).toEqual(['de', 'ja']);
  });

  it('lets an event choose what an unparsable payload gets (bind: a bare 4003)', async () => {
    const event = defineEvent('bind', {
      invalidPayload: () => new ApiError(Code.forbidden, null),
      handler: async () => ({}),
    });
    expect((await emit(event, fakeSocket(buyer), { userIdx: 'x' })).acks).toEqual([{ code: 4003 }]);
  });
});

describe('who may send an event (actor.ts)', () => {
  it("resolves guests, users and staff, and checks an event's `from`", () => {
    const guest = resolveActor({ principal: null, guestId: 'g' });
    const user = resolveActor({ principal: buyer, guestId: 'g' });
    const agent = resolveActor({ principal: staff, guestId: 'g' });
    expect([guest.kind, user.kind, agent.kind]).toEqual(['guest', 'user', 'staff']);
    expect([refusalFor(guest, 'guest'), refusalFor(guest, 'user'), refusalFor(guest, 'staff')]).toEqual([
      null,
      'notSignedIn',
      'notSignedIn',
    ]);
    expect([refusalFor(user, 'user'), refusalFor(user, 'staff')]).toEqual([null, 'forbidden']);
    expect([refusalFor(agent, 'user'), refusalFor(agent, 'staff')]).toEqual([null, null]);
  });
});
