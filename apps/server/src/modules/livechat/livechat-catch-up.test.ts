import type { KyselyPlugin } from 'kysely';
import type { LiveChatChange } from '@storefront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useChatServer, type ChatSocket, type Person } from '../pm/pm.test-helpers.ts';
import {
  answerReads,
  ask,
  begin,
  createStaff,
  guestToken,
  nextEvent,
  openGuest,
  say,
} from './livechat.test-helpers.ts';

/*
 * Issue 21: live chat on the chat core. A send is one statement on the hot path, as a private
 * message is, and its delivery reads nothing more; a shopper or an agent who reconnects catches
 * up exactly (messages, edits, deletes, reads) from the position they last heard. Runs on PGlite
 * and, in the suite's PostgreSQL run, on PostgreSQL with the Redis adapter.
 */

/** The statements the app sends while `counting` (the search index's background polling aside). */
const statements: string[] = [];
let counting = false;
const counter: KyselyPlugin = {
  transformQuery: (args) => {
    const text = JSON.stringify(args.node);
    if (counting && !text.includes('"search_changes"')) statements.push(text.slice(0, 300));
    return args.node;
  },
  transformResult: async (args) => args.result,
};

const server = useChatServer({ PM_SEND_WINDOW_SECONDS: '3600', PM_SEND_LIMIT: '200', LIVE_AGENT_CAP: '100' }, [
  counter,
]);
let agent: Person;
let console1: ChatSocket;

beforeAll(async () => {
  agent = await createStaff(server.app);
  console1 = await server.open(agent.token);
  answerReads(console1);
});

/**
 * The statements `work` costs, counted until `done` resolves (the last event its delivery emits).
 * What the server does on its own first ends (a presence change's pass over the conversations,
 * which a slow machine can run late): only the work's statements are counted.
 */
async function statementsOf(work: () => Promise<unknown>, done: Promise<unknown>): Promise<string[]> {
  await server.app.realtime.idle();
  statements.length = 0;
  counting = true;
  try {
    await work();
    await done;
  } finally {
    counting = false;
  }
  return [...statements];
}

/** A guest whose conversation the agent claimed, with the guest's latest position. */
async function claimedGuest() {
  const token = await guestToken(server.app);
  const guest = await openGuest(server, token);
  const { subjectIdx } = await begin(guest.socket);
  const arrived = nextEvent(console1, 'liveChat', (m) => m.subjectIdx === subjectIdx);
  await say(guest.socket, subjectIdx, 'Where is my parcel?');
  await arrived;
  expect((await ask(console1, 'liveChat.claim', { subjectIdx })).code).toBe(0);
  return { ...guest, subjectIdx };
}

/** The changes a side missed, asking again while `more` (staff: of one conversation). */
async function catchUp(socket: ChatSocket, from: number, subjectIdx?: number) {
  const changes: LiveChatChange[] = [];
  let position = from;
  for (;;) {
    const answer = await ask(socket, 'liveChat.since', { position, ...(subjectIdx ? { subjectIdx } : {}) });
    if (answer.code !== 0 || !('changes' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.reset).toBe(false);
    changes.push(...answer.changes);
    position = answer.position;
    if (!answer.more) return { changes, position };
  }
}

/** The rows of a conversation a console hears from now on. */
function hearsRows(socket: ChatSocket, subjectIdx: number) {
  const rows: Array<{ staffIdx: number | null; lastMessage: string | null }> = [];
  socket.on('liveChat.conversation', (row) => {
    if (row.subjectIdx === subjectIdx) rows.push(row);
  });
  return rows;
}

/** What a change is about, whatever its kind: its subject and position are read from it. */
const partOf = (change: LiveChatChange) =>
  change.kind === 'message'
    ? change.message
    : change.kind === 'edit'
      ? change.edit
      : change.kind === 'delete'
        ? change.delete
        : change.read;

describe('live chat on the chat core (issue 21)', () => {
  it('stores a message in one statement and delivers it without another, both ways', async () => {
    const guest = await claimedGuest();
    // Warm: the agent's card is read once per process, then kept (CARDS_TTL_MS).
    const warm = nextEvent(guest.socket, 'liveChat.init', (i) => i.unread === 1);
    await say(console1, guest.subjectIdx, 'warming up');
    await warm;

    // The agent answers; the guest's panel is closed: the message counts unread, and the guest's
    // tabs hear the new total (liveChat.init), all from the storing statement.
    const toGuest = await statementsOf(
      () => say(console1, guest.subjectIdx, 'It ships tomorrow'),
      nextEvent(guest.socket, 'liveChat.init', (i) => i.unread === 2),
    );
    expect(toGuest, toGuest.join('\n')).toHaveLength(1);

    // The guest asks; the agent's console has the conversation closed: the consoles' row follows.
    const toAgent = await statementsOf(
      () => say(guest.socket, guest.subjectIdx, 'Thank you'),
      nextEvent(console1, 'liveChat.conversation', (c) => c.subjectIdx === guest.subjectIdx && c.staffUnread === 2),
    );
    expect(toAgent, toAgent.join('\n')).toHaveLength(1);

    // Read on delivery (the guest's panel open): the storing statement, then the read: the
    // conversation locked, and the read's one statement (messages, count, positions), no more.
    guest.visible.now = true;
    const read = await statementsOf(
      () => say(console1, guest.subjectIdx, 'Anything else?'),
      nextEvent(console1, 'liveChat.readed', (r) => r.subjectIdx === guest.subjectIdx),
    );
    expect(read, read.join('\n')).toHaveLength(3);
  });

  it('catches a guest up exactly after a reconnect: messages, an edit, a delete and the agent’s read', async () => {
    const guest = await claimedGuest();
    // Where the guest stands: their own message comes back to their tabs with its position.
    const echoed = nextEvent(guest.socket, 'liveChat', (m) => m.body === 'Is it insured?');
    const question = await say(guest.socket, guest.subjectIdx, 'Is it insured?');
    const stood = (await echoed).position;
    if (stood === undefined) throw new Error('no position on the echo');
    guest.socket.close();

    const first = await say(console1, guest.subjectIdx, 'Yes, fully');
    const second = await say(console1, guest.subjectIdx, 'Up to $500 tomorow');
    expect((await ask(console1, 'liveChat.edit', { idx: second, body: 'Up to $500' })).code).toBe(0);
    expect((await ask(console1, 'liveChat.delete', { idx: first })).code).toBe(0);
    expect((await ask(console1, 'liveChat.readed', { subjectIdx: guest.subjectIdx })).code).toBe(0);

    const back = await openGuest(server, guest.token);
    const { changes, position: end } = await catchUp(back.socket, stood);
    // The deleted message is left out (its delete follows); the edited one comes with its new body.
    expect(changes.map((c) => c.kind)).toEqual(['message', 'edit', 'delete', 'read']);
    const [message, edit, deleted, read] = changes;
    expect(message?.kind === 'message' && message.message).toMatchObject({
      idx: second,
      body: 'Up to $500',
      owner: false,
    });
    expect(edit?.kind === 'edit' && edit.edit).toMatchObject({ idx: second, body: 'Up to $500' });
    expect(deleted?.kind === 'delete' && deleted.delete).toMatchObject({ idx: first });
    expect(read?.kind === 'read' && read.read).toMatchObject({ upToIdx: question, reader: 'staff' });
    // Exactly what was missed, in order: the log's next five positions, the first of them (the
    // message deleted since) left out.
    const positions = changes.map((change) => partOf(change).position);
    expect(positions).toEqual([stood + 2, stood + 3, stood + 4, stood + 5]);
    expect(end).toBe(positions.at(-1));
    // Asked again from the end: nothing. Resuming the chat reads the agent's answer: one change
    // more, which the shopper's tabs hear with the new position in liveChat.init.
    expect((await catchUp(back.socket, end)).changes).toEqual([]);
    const init = nextEvent(back.socket, 'liveChat.init', (i) => i.position === end + 1 && i.unread === 0);
    expect((await ask(back.socket, 'liveChat.begin', {})).code).toBe(0);
    await init;
    const resumed = await catchUp(back.socket, end);
    expect(resumed.changes).toMatchObject([{ kind: 'read', read: { upToIdx: second, reader: 'shopper' } }]);
  });

  it('catches a console up exactly on a conversation after a reconnect, and tells one ahead to refetch', async () => {
    const guest = await claimedGuest();
    guest.visible.now = true;
    // The agent's second tab opens the conversation: its page says where its staff side stands.
    const agentSocket = await server.open(agent.token);
    answerReads(agentSocket);
    const opened = await ask(agentSocket, 'liveChat.history', { subjectIdx: guest.subjectIdx });
    if (opened.code !== 0 || !('position' in opened)) throw new Error(JSON.stringify(opened));
    agentSocket.close();

    const one = await say(guest.socket, guest.subjectIdx, 'One more thing');
    const two = await say(guest.socket, guest.subjectIdx, 'Can I change the address?');
    const reply = nextEvent(console1, 'liveChat.readed', (r) => r.subjectIdx === guest.subjectIdx);
    const sure = await say(console1, guest.subjectIdx, 'Sure');
    expect(await reply).toMatchObject({ upToIdx: sure, reader: 'shopper', position: expect.any(Number) });

    const back = await server.open(agent.token);
    const { changes, position } = await catchUp(back, opened.position, guest.subjectIdx);
    // Exactly the conversation's changes since: the guest's two messages, the agent's answer and
    // the guest reading it (their panel is open), at the staff side's next four positions.
    expect(changes.map((c) => c.kind)).toEqual(['message', 'message', 'message', 'read']);
    expect(changes.map((c) => c.kind === 'message' && c.message.idx).slice(0, 3)).toEqual([one, two, sure]);
    expect(changes.map((change) => partOf(change).position)).toEqual([1, 2, 3, 4].map((n) => opened.position + n));
    expect(changes.every((change) => partOf(change).subjectIdx === guest.subjectIdx)).toBe(true);
    const page = await ask(back, 'liveChat.history', { subjectIdx: guest.subjectIdx });
    expect('position' in page && page.position).toBe(position);

    const ahead = await ask(back, 'liveChat.since', { position: position + 1000, subjectIdx: guest.subjectIdx });
    expect(ahead).toMatchObject({ code: 0, reset: true, changes: [] });
    // Staff name the conversation; one that does not exist is not found.
    expect(await ask(back, 'liveChat.since', { position: 0 })).toMatchObject({ code: 4000, field: 'subjectIdx' });
    expect(await ask(back, 'liveChat.since', { position: 0, subjectIdx: 2_000_000_000 })).toMatchObject({
      code: 4004,
    });
    // A tab that does not answer reads would hold the agent's deliveries to their timeout.
    back.close();
  });

  it("sends a message's row to its agent's consoles only, and a change of hands to every console", async () => {
    const guest = await claimedGuest();
    const other = await createStaff(server.app);
    const otherConsole = await server.open(other.token);
    answerReads(otherConsole);
    const heard = hearsRows(otherConsole, guest.subjectIdx);
    const mine = nextEvent(
      console1,
      'liveChat.conversation',
      (c) => c.subjectIdx === guest.subjectIdx && c.lastMessage === 'Hello?',
    );
    await say(guest.socket, guest.subjectIdx, 'Hello?');
    await mine;
    expect((await ask(otherConsole, 'liveChat.presence', { status: 'online' })).code).toBe(0);
    const moved = nextEvent(
      otherConsole,
      'liveChat.conversation',
      (c) => c.subjectIdx === guest.subjectIdx && c.staffIdx === other.idx,
    );
    expect((await ask(console1, 'liveChat.transfer', { subjectIdx: guest.subjectIdx, staffIdx: other.idx })).code).toBe(
      0,
    );
    await moved;
    // Before the transfer the other console heard no row of the conversation's messages.
    expect(heard.filter((row) => row.staffIdx === agent.idx && row.lastMessage === 'Hello?')).toEqual([]);
  });

  it('keeps the unread count equal to the unread messages when sends and reads race', async () => {
    const guest = await claimedGuest();
    const counted = async () => {
      const [row, messages] = await Promise.all([
        server.app.db
          .selectFrom('live_subjects')
          .select('user_unread')
          .where('idx', '=', guest.subjectIdx)
          .executeTakeFirstOrThrow(),
        server.app.db
          .selectFrom('live_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('subject_idx', '=', guest.subjectIdx)
          .where('staff', '=', true)
          .where('readed', '=', false)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return { counter: row.user_unread, unread: Number(messages.n) };
    };
    // Twenty answers and ten reads of the guest at once (the guest's panel closed: no read on delivery).
    await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => say(console1, guest.subjectIdx, `answer ${n}`)),
      ...Array.from({ length: 10 }, () => ask(guest.socket, 'liveChat.readed', { subjectIdx: guest.subjectIdx })),
    ]);
    const after = await counted();
    expect(after.counter).toBe(after.unread);
    // And a read now leaves none.
    expect((await ask(guest.socket, 'liveChat.readed', { subjectIdx: guest.subjectIdx })).code).toBe(0);
    expect(await counted()).toEqual({ counter: 0, unread: 0 });
  });

  it("gives a shopper naming another's conversation their own changes only", async () => {
    const [mine, theirs] = await Promise.all([claimedGuest(), claimedGuest()]);
    await say(console1, theirs.subjectIdx, 'for the other guest only');
    const { changes } = await catchUp(mine.socket, 0, theirs.subjectIdx);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => partOf(change).subjectIdx === mine.subjectIdx)).toBe(true);
  });

  it('refuses a bad catch-up position with a translated 4000 and a guest without a token with 4012', async () => {
    const german = await server.open(agent.token, 'de');
    expect(await ask(german, 'liveChat.since', { position: -1 })).toMatchObject({ code: 4000, field: 'position' });
    expect(await ask(german, 'liveChat.since', { position: 2 ** 31 })).toMatchObject({ code: 4000, field: 'position' });
    const nobody = await server.open(undefined, 'de');
    const refused = await ask(nobody, 'liveChat.since', { position: 0 });
    expect(refused).toMatchObject({ code: 4012 });
    expect('message' in refused && refused.message).toMatch(/Chat/);
  });
});
