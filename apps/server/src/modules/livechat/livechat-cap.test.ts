import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/server-messages.ts';
import { useChatServer, type ChatSocket } from '../pm/pm.test-helpers.ts';
import { answerReads, ask, begin, createStaff, nextEvent, openGuest, say } from './livechat.test-helpers.ts';

/**
 * Issue 19, point 5: the per-agent cap (LIVE_AGENT_CAP) holds under concurrent claims and
 * transfers. Run on PostgreSQL too (DATABASE_URL): PGlite runs one transaction at a time.
 */
const CAP = 5;
const server = useChatServer({ LIVE_AGENT_CAP: String(CAP), PM_SEND_WINDOW_SECONDS: '3600', PM_SEND_LIMIT: '200' });
let agentA: ChatSocket;
let agentB: ChatSocket;
let agentBIdx: number;

beforeAll(async () => {
  const [a, b] = await Promise.all([createStaff(server.app), createStaff(server.app)]);
  [agentA, agentB] = await Promise.all([server.open(a.token), server.open(b.token)]);
  answerReads(agentA);
  answerReads(agentB);
  agentBIdx = b.idx;
});

/** `count` guests who asked a first question, waiting in the queue: their subjects. */
async function queued(count: number): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const guest = await openGuest(server);
      const { subjectIdx } = await begin(guest.socket);
      const arrived = nextEvent(agentA, 'liveChat', (message) => message.subjectIdx === subjectIdx);
      await say(guest.socket, subjectIdx, 'Hello?');
      await arrived;
      return subjectIdx;
    }),
  );
}

const openOf = async (socket: ChatSocket) => {
  const state = await ask(socket, 'liveChat.console', {});
  if (state.code !== 0 || !('me' in state)) throw new Error(JSON.stringify(state));
  return state.me.open;
};

describe('the agent cap under concurrency (issue 19, point 5)', () => {
  it(`accepts exactly ${CAP} of 8 claims sent at once by one agent`, async () => {
    const subjects = await queued(8);
    const answers = await Promise.all(subjects.map((subjectIdx) => ask(agentA, 'liveChat.claim', { subjectIdx })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(CAP);
    expect(answers.filter((answer) => answer.code !== 0)).toEqual(
      Array.from({ length: 8 - CAP }, () => ({
        code: 4003,
        message: translate('liveAtCap', 'en', { max: String(CAP) }),
      })),
    );
    expect(await openOf(agentA)).toBe(CAP);
  });

  it('refuses transfers past the receiving agent’s cap, also when they come at once', async () => {
    // B takes CAP - 1 conversations; A (at the cap since the test above) hands three to B at once.
    for (const subjectIdx of await queued(CAP - 1)) {
      expect((await ask(agentB, 'liveChat.claim', { subjectIdx })).code).toBe(0);
    }
    const console = await ask(agentA, 'liveChat.console', {});
    if (console.code !== 0 || !('conversations' in console)) throw new Error(JSON.stringify(console));
    const mine = console.conversations
      .filter((conversation) => conversation.status === 'assigned' && conversation.staffIdx !== agentBIdx)
      .slice(0, 3);
    expect(mine).toHaveLength(3);
    const answers = await Promise.all(
      mine.map(({ subjectIdx }) => ask(agentA, 'liveChat.transfer', { subjectIdx, staffIdx: agentBIdx })),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 0)).toEqual([
      { code: 4003, message: translate('liveAgentAtCap', 'en', { max: String(CAP) }) },
      { code: 4003, message: translate('liveAgentAtCap', 'en', { max: String(CAP) }) },
    ]);
    expect(await openOf(agentB)).toBe(CAP);
    expect(await openOf(agentA)).toBe(CAP - 1);
  });
});
