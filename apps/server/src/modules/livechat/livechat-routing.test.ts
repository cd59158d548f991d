import { describe, expect, it } from 'vitest';
import { useChatServer } from '../pm/pm.test-helpers.ts';
import { answerReads, ask, begin, createStaff, nextEvent, openGuest, say } from './livechat.test-helpers.ts';
import { pickAgent } from './livechat-routing.ts';

const server = useChatServer({ LIVE_ROUTING: 'auto', LIVE_AGENT_CAP: '1' });

describe('live chat: automatic routing and presence', () => {
  it('picks the online agent with the fewest open conversations under the cap, the longest idle on a tie', () => {
    const loads = new Map([
      [1, { open: 1, lastAssigned: new Date(1000) }],
      [2, { open: 0, lastAssigned: new Date(5000) }],
      [3, { open: 0, lastAssigned: new Date(2000) }],
    ]);
    expect(pickAgent([1, 2, 3], loads, 2)).toBe(3);
    expect(pickAgent([1, 2], loads, 2)).toBe(2);
    expect(pickAgent([1], loads, 1)).toBeNull();
    expect(pickAgent([], loads, 5)).toBeNull();
  });

  it('assigns queued conversations to online agents up to the cap, queues the rest, and moves on when one ends', async () => {
    // Nobody online: the shopper is told the message is kept.
    const early = await openGuest(server);
    const { subjectIdx: earlyIdx, state } = await begin(early.socket);
    expect(state.staffOnline).toBe(false);
    await say(early.socket, earlyIdx, 'Anyone there?');

    const [agentA, agentB] = await Promise.all([createStaff(server.app), createStaff(server.app)]);
    // Agent A coming online takes the waiting conversation at once.
    const takenByA = nextEvent(early.socket, 'liveChat.state', (s) => s.status === 'assigned');
    const staffA = await server.open(agentA.token);
    answerReads(staffA);
    expect((await takenByA).agent?.idx).toBe(agentA.idx);

    const staffB = await server.open(agentB.token);
    answerReads(staffB);
    const consoleB = await ask(staffB, 'liveChat.console', {});
    expect(consoleB).toMatchObject({ code: 0, routing: 'auto', cap: 1, me: { idx: agentB.idx, status: 'online' } });

    // Agent B goes away: the next conversation waits in the queue (A is at the cap).
    const away = await ask(staffB, 'liveChat.presence', { status: 'away' });
    expect(away).toMatchObject({ code: 0, me: { status: 'away', open: 0 } });
    const second = await openGuest(server);
    const { subjectIdx: secondIdx } = await begin(second.socket);
    const queued = nextEvent(second.socket, 'liveChat.state', (s) => s.status === 'queued');
    await say(second.socket, secondIdx, 'Me next');
    expect(await queued).toMatchObject({ place: 1, staffOnline: true, agent: null });

    // B back online: it goes to B.
    const toB = nextEvent(second.socket, 'liveChat.state', (s) => s.status === 'assigned');
    await ask(staffB, 'liveChat.presence', { status: 'online' });
    expect((await toB).agent?.idx).toBe(agentB.idx);

    // Both at the cap: a third waits; A ending theirs frees A for it.
    const third = await openGuest(server);
    const { subjectIdx: thirdIdx } = await begin(third.socket);
    const thirdQueued = nextEvent(third.socket, 'liveChat.state', (s) => s.status === 'queued');
    await say(third.socket, thirdIdx, 'And me');
    await thirdQueued;
    const toA = nextEvent(third.socket, 'liveChat.state', (s) => s.status === 'assigned');
    const earlyEnded = nextEvent(early.socket, 'liveChat.state', (s) => s.status === 'ended');
    expect(await ask(staffA, 'liveChat.end', { subjectIdx: earlyIdx })).toMatchObject({
      code: 0,
      state: { status: 'ended' },
    });
    await earlyEnded;
    expect((await toA).agent?.idx).toBe(agentA.idx);
    // At the cap, a manual claim is refused with its own message.
    const fourth = await openGuest(server);
    const { subjectIdx: fourthIdx } = await begin(fourth.socket);
    const fourthQueued = nextEvent(fourth.socket, 'liveChat.state', (s) => s.status === 'queued');
    await say(fourth.socket, fourthIdx, 'Last one');
    await fourthQueued;
    expect(await ask(staffA, 'liveChat.claim', { subjectIdx: fourthIdx })).toEqual({
      code: 4003,
      message: 'You already have 1 open conversations',
    });

    // Every agent leaving: shoppers hear nobody is online.
    const nobody = nextEvent(fourth.socket, 'liveChat.state', (s) => !s.staffOnline);
    staffA.close();
    staffB.close();
    await nobody;
  });
});
