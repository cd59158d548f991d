import { randomUUID } from 'node:crypto';
import { LIVE_CHAT_BODY_MAX_CHARS, type ClientEventName } from '@storefront/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app.ts';
import { filePart, makePng, postUpload, uploadPhoto } from '../../../test/upload-helpers.ts';
import { createBuyer } from '../../../test/test-app.ts';
import { openSocket, useChatServer, type ChatSocket, type Person } from '../pm/pm.test-helpers.ts';
import {
  answerReads,
  ask,
  begin,
  createStaff,
  guestToken,
  hearsNothing,
  listCall,
  nextEvent,
  openGuest,
  say,
} from './livechat.test-helpers.ts';

const server = useChatServer({ PM_SEND_WINDOW_SECONDS: '3600', PM_SEND_LIMIT: '200', LIVE_AGENT_CAP: '100' });
let agentA: Person;
let agentB: Person;
let staffA: ChatSocket;
let staffB: ChatSocket;

beforeAll(async () => {
  [agentA, agentB] = await Promise.all([createStaff(server.app), createStaff(server.app)]);
  staffA = await server.open(agentA.token);
  staffB = await server.open(agentB.token);
  answerReads(staffA);
  answerReads(staffB);
});

const forSubject = (subjectIdx: number) => (payload: { subjectIdx: number }) => payload.subjectIdx === subjectIdx;

/** A guest who began a chat and asked a first question (so it waits in the queue). */
async function queuedGuest(question = 'Where is my parcel?') {
  const guest = await openGuest(server);
  const { subjectIdx } = await begin(guest.socket);
  const arrived = nextEvent(staffA, 'liveChat', forSubject(subjectIdx));
  await say(guest.socket, subjectIdx, question);
  await arrived;
  return { ...guest, subjectIdx };
}

/** A queued guest claimed by agent A. */
async function claimedGuest() {
  const guest = await queuedGuest();
  const claimed = await ask(staffA, 'liveChat.claim', { subjectIdx: guest.subjectIdx });
  expect(claimed.code, JSON.stringify(claimed)).toBe(0);
  return guest;
}

describe('live chat: guests and their token', () => {
  it('mints signed guest tokens; a guest without a valid one cannot begin (4012, translated)', async () => {
    const token = await guestToken(server.app);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const nobody = await server.open(undefined, 'de');
    expect(await ask(nobody, 'liveChat.begin', {})).toEqual({
      code: 4012,
      message: 'Bitte laden Sie die Seite neu, um einen Chat zu beginnen',
    });
    const forged = await server.open(undefined, 'en', `${token.slice(0, 37)}${'A'.repeat(43)}`);
    expect(await ask(forged, 'liveChat.begin', {})).toMatchObject({ code: 4012 });
  });

  it('begins a chat (state open, unread 0), a send queues it with a place, and only then the consoles see the row', async () => {
    const guest = await openGuest(server);
    const ack = await begin(guest.socket, '/goods/detail?idx=3');
    expect(ack.state).toMatchObject({ status: 'open', place: null, staffOnline: true, agent: null, rating: null });
    const listed = nextEvent(staffA, 'liveChat.conversation', (c) => c.subjectIdx === ack.subjectIdx);

    const queued = nextEvent(guest.socket, 'liveChat.state', (s) => s.status === 'queued');
    const atStaff = nextEvent(staffB, 'liveChat', forSubject(ack.subjectIdx));
    // Spec-shaped: subjectIdx, flag, body, no client id.
    const sent = await ask(guest.socket, 'liveChat', { subjectIdx: ack.subjectIdx, flag: 1, body: 'Hello?' });
    expect(sent.code).toBe(0);
    const idx = 'idx' in sent ? sent.idx : 0;
    expect(idx).toBeGreaterThan(0);
    expect(await atStaff).toMatchObject({ idx, body: 'Hello?', owner: false, staff: false, readed: false });
    expect((await queued).place).toBeGreaterThanOrEqual(1);
    expect(await listed).toMatchObject({ status: 'queued', shopperPresent: true, page: '/goods/detail?idx=3' });
  });

  it("keeps a guest's conversation across reconnects and another server process on the same database", async () => {
    const guest = await queuedGuest('Still there?');
    guest.socket.close();
    const again = await openSocket(server.url, undefined, 'en', guest.token);
    try {
      expect((await begin(again)).subjectIdx).toBe(guest.subjectIdx);
    } finally {
      again.close();
    }
    const second = await buildApp({
      env: server.app.env,
      db: server.app.db,
      logger: false,
      checkAnswers: true,
      limiterClock: server.app.limiterClock.now,
    });
    try {
      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const elsewhere = await openSocket(url, undefined, 'en', guest.token);
      try {
        const resumed = await begin(elsewhere);
        expect(resumed.subjectIdx).toBe(guest.subjectIdx);
        const history = await ask(elsewhere, 'liveChat.history', { subjectIdx: guest.subjectIdx });
        expect('rows' in history && history.rows.map((m) => m.body)).toEqual(['Still there?']);
      } finally {
        elsewhere.close();
      }
    } finally {
      await second.close();
    }
  });

  it("moves a guest's conversations to the account on sign-in: that browser's token only", async () => {
    const mine = await queuedGuest('Before signing in');
    const other = await queuedGuest("Another browser's question");
    const buyer = await createBuyer(server.app);
    const signedIn = await openSocket(server.url, buyer.token, 'en', mine.token);
    try {
      // A begin right after connecting finds the adopted conversation.
      expect((await begin(signedIn)).subjectIdx).toBe(mine.subjectIdx);
      const rows = await server.app.db
        .selectFrom('live_subjects')
        .select(['idx', 'user_idx', 'guest_id'])
        .where('idx', 'in', [mine.subjectIdx, other.subjectIdx])
        .orderBy('idx')
        .execute();
      expect(rows).toEqual([
        { idx: mine.subjectIdx, user_idx: buyer.idx, guest_id: null },
        { idx: other.subjectIdx, user_idx: null, guest_id: expect.any(String) as unknown },
      ]);
      // The guest token is retired (4012: the widget gets a new one); the account reads it.
      expect((await listCall(server.app, { subjectIdx: mine.subjectIdx }, { guest: mine.token })).body.code).toBe(4012);
      const asAccount = await listCall(server.app, { subjectIdx: mine.subjectIdx }, { token: buyer.token });
      expect(asAccount.body.data?.map((m) => m.body)).toEqual(['Before signing in']);
    } finally {
      signedIn.close();
    }
  });
});

describe('live chat: claiming, replies and read marks', () => {
  it('gives a conversation two agents claim at once to one of them (4003 for the other)', async () => {
    const guest = await queuedGuest();
    const assigned = nextEvent(guest.socket, 'liveChat.state', (s) => s.status === 'assigned');
    const [a, b] = await Promise.all([
      ask(staffA, 'liveChat.claim', { subjectIdx: guest.subjectIdx }),
      ask(staffB, 'liveChat.claim', { subjectIdx: guest.subjectIdx }),
    ]);
    const codes = [a.code, b.code].sort();
    expect(codes).toEqual([0, 4003]);
    const lost = a.code === 0 ? b : a;
    expect(lost).toMatchObject({ message: 'Another agent has already taken this conversation' });
    const winner = a.code === 0 ? agentA : agentB;
    expect((await assigned).agent).toEqual({ idx: winner.idx, name: 'Test Buyer' });
  });

  it('delivers replies both ways; unread while the panel is closed, read (and told) while it is open', async () => {
    const guest = await claimedGuest();
    // Panel closed: the reply counts as unread.
    const unread = nextEvent(guest.socket, 'liveChat.init', (i) => i.unread === 1);
    const delivered = nextEvent(guest.socket, 'liveChat', forSubject(guest.subjectIdx));
    const replyIdx = await say(staffA, guest.subjectIdx, 'Let me check.');
    expect(await delivered).toMatchObject({ idx: replyIdx, owner: false, staff: true, senderIdx: agentA.idx });
    await unread;
    // Opening the panel (begin) reads it: unread 0 and the agent hears liveChat.readed.
    const told = nextEvent(staffA, 'liveChat.readed', forSubject(guest.subjectIdx));
    const cleared = nextEvent(guest.socket, 'liveChat.init', (i) => i.unread === 0);
    await begin(guest.socket);
    expect(await told).toMatchObject({ upToIdx: replyIdx, reader: 'shopper' });
    await cleared;
    // Panel open: the next reply is acked readed and marked read at once.
    guest.visible.now = true;
    const readAtOnce = nextEvent(staffA, 'liveChat.readed', forSubject(guest.subjectIdx));
    const second = await say(staffA, guest.subjectIdx, 'Found it.');
    expect((await readAtOnce).upToIdx).toBe(second);
    const row = await server.app.db
      .selectFrom('live_messages')
      .select('readed')
      .where('idx', '=', second)
      .executeTakeFirstOrThrow();
    expect(row.readed).toBe(true);
    // The shopper's message reaches the agent; the agent's readed marks it.
    const atAgent = nextEvent(staffA, 'liveChat', forSubject(guest.subjectIdx));
    const question = await say(guest.socket, guest.subjectIdx, 'Thanks!');
    expect(await atAgent).toMatchObject({ idx: question, owner: false, staff: false });
    const shopperTold = nextEvent(guest.socket, 'liveChat.readed', forSubject(guest.subjectIdx));
    expect(await ask(staffA, 'liveChat.readed', { subjectIdx: guest.subjectIdx })).toEqual({ code: 0, unread: 0 });
    expect(await shopperTold).toMatchObject({ upToIdx: question, reader: 'staff' });
  });

  it("stores a retried client id once and refuses another agent's send (4003)", async () => {
    const guest = await claimedGuest();
    const clientId = randomUUID();
    const [one, two] = await Promise.all([
      say(guest.socket, guest.subjectIdx, 'Once', clientId),
      say(guest.socket, guest.subjectIdx, 'Once', clientId),
    ]);
    expect(two).toBe(one);
    expect(await ask(staffB, 'liveChat', { subjectIdx: guest.subjectIdx, body: 'Me too' })).toMatchObject({
      code: 4003,
      message: 'Please take this conversation first: it is not assigned to you',
    });
  });

  it("accepts the box's owner: true (spec 3) and takes the sender from the socket, not from it", async () => {
    const guest = await claimedGuest();
    const atAgent = nextEvent(staffA, 'liveChat', (m) => m.body === 'From the box');
    const shopperAck = await ask(guest.socket, 'liveChat', {
      subjectIdx: guest.subjectIdx,
      body: 'From the box',
      owner: true,
    });
    expect(shopperAck.code, JSON.stringify(shopperAck)).toBe(0);
    expect(await atAgent).toMatchObject({ owner: false, staff: false });
    const atShopper = nextEvent(guest.socket, 'liveChat', (m) => m.body === 'Agent says owner false');
    const agentAck = await ask(staffA, 'liveChat', {
      subjectIdx: guest.subjectIdx,
      body: 'Agent says owner false',
      owner: false,
    });
    expect(agentAck.code, JSON.stringify(agentAck)).toBe(0);
    expect(await atShopper).toMatchObject({ owner: false, staff: true, senderIdx: agentA.idx });
  });

  it("edits and deletes the agent's own messages; the shopper follows and an unread delete lowers unread", async () => {
    const guest = await claimedGuest();
    const idx = await say(staffA, guest.subjectIdx, 'Your parcel ships tomorow');
    await nextEvent(guest.socket, 'liveChat.init', (i) => i.unread === 1);
    const edited = nextEvent(guest.socket, 'liveChat.edit', (e) => e.idx === idx);
    expect(await ask(staffA, 'liveChat.edit', { idx, body: 'Your parcel ships <b>tomorrow</b>' })).toEqual({
      code: 0,
      idx,
    });
    expect(await edited).toMatchObject({ subjectIdx: guest.subjectIdx, body: 'Your parcel ships <b>tomorrow</b>' });
    expect((await edited).editAt).toBeTypeOf('string');
    // Not one's own message: 4003; another agent's edit too.
    const question = await say(guest.socket, guest.subjectIdx, 'Great');
    expect(await ask(staffA, 'liveChat.edit', { idx: question, body: 'x' })).toMatchObject({ code: 4003 });
    expect(await ask(staffB, 'liveChat.delete', { idx })).toMatchObject({ code: 4003 });

    const deleted = nextEvent(guest.socket, 'liveChat.delete', (d) => d.idx === idx);
    const lowered = nextEvent(guest.socket, 'liveChat.init', (i) => i.unread === 0);
    expect(await ask(staffA, 'liveChat.delete', { idx })).toEqual({ code: 0, idx });
    expect(await deleted).toEqual({ idx, subjectIdx: guest.subjectIdx, position: expect.any(Number) });
    await lowered;
    const history = await ask(guest.socket, 'liveChat.history', { subjectIdx: guest.subjectIdx });
    expect('rows' in history && history.rows.map((m) => m.idx)).not.toContain(idx);
  });

  it('pages history 10 at a time, oldest first, ending at a short page, over the socket and HTTP alike', async () => {
    const guest = await claimedGuest();
    for (let n = 1; n <= 22; n++) await say(n % 2 ? guest.socket : staffA, guest.subjectIdx, `m${n}`);
    // 23 messages with the first question.
    const pages: string[][] = [];
    let before: number | undefined;
    for (;;) {
      const page = await ask(guest.socket, 'liveChat.history', { subjectIdx: guest.subjectIdx, idx: before });
      if (!('rows' in page)) throw new Error(JSON.stringify(page));
      expect(page.ended).toBe(false);
      pages.push(page.rows.map((m) => m.body));
      if (page.rows.length < 10) break;
      before = page.rows[0]!.idx;
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages[0]!.at(-1)).toBe('m22');
    expect(pages[2]![0]).toBe('Where is my parcel?');

    const viaHttp: number[] = [];
    let cursor: number | undefined;
    for (;;) {
      const answer = await listCall(
        server.app,
        { subjectIdx: guest.subjectIdx, ...(cursor ? { idx: cursor } : {}) },
        { guest: guest.token },
      );
      expect(answer.body.code).toBe(0);
      const rows = answer.body.data!;
      viaHttp.push(rows.length);
      if (rows.length < 10) break;
      cursor = rows[0]!.idx;
    }
    expect(viaHttp).toEqual([10, 10, 3]);
    // The spec's double slash, staff, and strangers.
    const doubled = await server.app.app.inject({
      method: 'POST',
      url: '/api/v1//live/chat/message/list',
      headers: { 'content-type': 'application/json', 'x-guest': guest.token },
      payload: JSON.stringify({ subjectIdx: guest.subjectIdx }),
    });
    expect(doubled.json<{ code: number }>().code).toBe(0);
    expect((await listCall(server.app, { subjectIdx: guest.subjectIdx }, { token: agentB.token })).body.code).toBe(0);
    const stranger = await guestToken(server.app);
    expect((await listCall(server.app, { subjectIdx: guest.subjectIdx }, { guest: stranger })).body.code).toBe(4004);
    expect((await listCall(server.app, { subjectIdx: guest.subjectIdx }, {})).body.code).toBe(4012);
  });

  it('transfers to an agent who is not offline, ends, and takes a rating after the end only', async () => {
    const guest = await claimedGuest();
    const moved = nextEvent(guest.socket, 'liveChat.state', (s) => s.agent?.idx === agentB.idx);
    const transfer = await ask(staffA, 'liveChat.transfer', { subjectIdx: guest.subjectIdx, staffIdx: agentB.idx });
    expect(transfer).toMatchObject({ code: 0, conversation: { staffIdx: agentB.idx, status: 'assigned' } });
    await moved;
    // Now agent B's: A can no longer write; B can.
    expect(await ask(staffA, 'liveChat', { subjectIdx: guest.subjectIdx, body: 'x' })).toMatchObject({ code: 4003 });
    await say(staffB, guest.subjectIdx, 'Agent B here');
    // Offline agents take nothing.
    const offline = await createStaff(server.app);
    expect(
      await ask(staffB, 'liveChat.transfer', { subjectIdx: guest.subjectIdx, staffIdx: offline.idx }),
    ).toMatchObject({ code: 4003, message: 'This agent is offline' });

    expect(await ask(guest.socket, 'liveChat.rate', { subjectIdx: guest.subjectIdx, score: 5 })).toMatchObject({
      code: 4003,
    });
    // Closing the panel only leaves; finishing ends.
    const left = await ask(guest.socket, 'liveChat.end', { subjectIdx: guest.subjectIdx });
    expect(left).toMatchObject({ code: 0, state: { status: 'assigned' } });
    const ended = nextEvent(
      staffB,
      'liveChat.conversation',
      (c) => c.subjectIdx === guest.subjectIdx && c.status === 'ended',
    );
    expect(await ask(guest.socket, 'liveChat.end', { subjectIdx: guest.subjectIdx, finish: true })).toMatchObject({
      code: 0,
      state: { status: 'ended' },
    });
    await ended;
    // Spec 7.4: the history of an ended conversation says so.
    expect(await ask(guest.socket, 'liveChat.history', { subjectIdx: guest.subjectIdx })).toMatchObject({
      code: 0,
      ended: true,
    });
    expect(await ask(guest.socket, 'liveChat', { subjectIdx: guest.subjectIdx, body: 'hi' })).toMatchObject({
      code: 4003,
    });
    const rated = nextEvent(
      staffA,
      'liveChat.conversation',
      (c) => c.subjectIdx === guest.subjectIdx && c.rating === 4,
    );
    expect(
      await ask(guest.socket, 'liveChat.rate', { subjectIdx: guest.subjectIdx, score: 4, comment: 'Quick, thanks' }),
    ).toMatchObject({ code: 0, state: { status: 'ended', rating: 4 } });
    expect((await rated).ratingComment).toBe('Quick, thanks');
    // A new begin starts a new conversation: an ended one is never reopened.
    expect((await begin(guest.socket)).subjectIdx).not.toBe(guest.subjectIdx);
  });
});

describe('live chat: pictures', () => {
  /** Reads a private upload as a guest (x-guest) or an account (x-token): the HTTP status. */
  const readAs = async (url: string, headers: Record<string, string>) =>
    (await server.app.app.inject({ method: 'GET', url, headers })).statusCode;

  it('lets a guest send a picture with its token and the agent answer with one; each sees both, nobody else', async () => {
    const guest = await claimedGuest();
    const upload = await postUpload(
      server.app,
      [{ name: 'visibility', data: 'public' }, filePart(await makePng(64, 48))],
      {
        headers: { 'x-guest': guest.token },
      },
    );
    expect(upload.body.code).toBe(0);
    // A guest's upload is private whatever it asked for: it is for its chat only.
    const guestPicture = upload.body.data!.data;
    expect(guestPicture).toMatch(/^\/service\/v1\/upload\/private\//);
    const atAgent = nextEvent(staffA, 'liveChat', (m) => m.subjectIdx === guest.subjectIdx && m.flag === 2);
    const sent = await ask(guest.socket, 'liveChat', { subjectIdx: guest.subjectIdx, flag: 2, body: guestPicture });
    expect(sent.code).toBe(0);
    expect((await atAgent).body).toBe(guestPicture);

    const agentPicture = await uploadPhoto(server.app, agentA.token, 'private');
    const atGuest = nextEvent(guest.socket, 'liveChat', (m) => m.flag === 2);
    expect((await ask(staffA, 'liveChat', { subjectIdx: guest.subjectIdx, flag: 2, body: agentPicture })).code).toBe(0);
    expect((await atGuest).body).toBe(agentPicture);

    const stranger = await guestToken(server.app);
    const buyer = await createBuyer(server.app);
    for (const url of [guestPicture, agentPicture]) {
      expect(await readAs(url, { 'x-guest': guest.token })).toBe(200);
      expect(await readAs(url, { 'x-token': agentB.token })).toBe(200);
      expect(await readAs(url, { 'x-guest': stranger })).toBe(404);
      expect(await readAs(url, { 'x-token': buyer.token })).toBe(404);
      expect(await readAs(url, {})).toBe(404);
    }
    // Another guest cannot send the first guest's picture as its own.
    const other = await openGuest(server, stranger);
    const { subjectIdx } = await begin(other.socket);
    expect(await ask(other.socket, 'liveChat', { subjectIdx, flag: 2, body: guestPicture })).toMatchObject({
      code: 4000,
      field: 'body',
    });
  });
});

describe('live chat: refusals', () => {
  const STAFF_EVENTS: Array<[ClientEventName, unknown]> = [
    ['liveChat.console', {}],
    ['liveChat.claim', { subjectIdx: 1 }],
    ['liveChat.transfer', { subjectIdx: 1, staffIdx: 1 }],
    ['liveChat.presence', { status: 'online' }],
    ['liveChat.delete', { idx: 1 }],
    ['liveChat.edit', { idx: 1, body: 'x' }],
  ];

  it("refuses a shopper every staff event, and another shopper's conversation, and they hear nothing", async () => {
    const guest = await claimedGuest();
    const buyer = await createBuyer(server.app);
    const outsider = await server.open(buyer.token);
    const otherGuest = await openGuest(server);
    const ears = [hearsNothing(outsider), hearsNothing(otherGuest.socket)];
    for (const socket of [outsider, otherGuest.socket]) {
      for (const [event, payload] of STAFF_EVENTS) {
        const answer = await ask(socket, event, payload as never);
        expect(answer.code, event).toBe(socket === outsider ? 4003 : 4012);
      }
      for (const [event, payload] of [
        ['liveChat', { subjectIdx: guest.subjectIdx, body: 'hi' }],
        ['liveChat.history', { subjectIdx: guest.subjectIdx }],
        ['liveChat.readed', { subjectIdx: guest.subjectIdx }],
        ['liveChat.end', { subjectIdx: guest.subjectIdx, finish: true }],
        ['liveChat.rate', { subjectIdx: guest.subjectIdx, score: 1 }],
      ] as Array<[ClientEventName, unknown]>) {
        expect((await ask(socket, event, payload as never)).code, event).toBe(4004);
      }
      socket.emit('inputing', { subjectIdx: guest.subjectIdx, inputing: true, text: 'peek' });
    }
    // The conversation goes on meanwhile: neither outsider hears any of it.
    const typing = nextEvent(staffA, 'inputing', forSubject(guest.subjectIdx));
    guest.socket.emit('inputing', { subjectIdx: guest.subjectIdx, inputing: true, text: 'Where is' });
    expect(await typing).toEqual({ subjectIdx: guest.subjectIdx, inputing: true, text: 'Where is' });
    const staffTyping = nextEvent(guest.socket, 'inputing', forSubject(guest.subjectIdx));
    staffA.emit('inputing', { subjectIdx: guest.subjectIdx, inputing: true, text: 'secret draft' });
    expect(await staffTyping).toEqual({ subjectIdx: guest.subjectIdx, inputing: true, text: '' });
    const got = nextEvent(guest.socket, 'liveChat', forSubject(guest.subjectIdx));
    await say(staffA, guest.subjectIdx, 'Private answer');
    await got;
    for (const ear of ears) {
      const seen = await ear.settled();
      expect(seen.filter((e) => e.event !== 'liveChat.init' || (e.payload as { unread: number }).unread !== 0)).toEqual(
        [],
      );
    }
  });

  it('refuses bad input with translated errors and stores nothing', async () => {
    const guest = await claimedGuest();
    const german = await server.open(undefined, 'de', guest.token);
    answerReads(german);
    const count = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('live_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('subject_idx', '=', guest.subjectIdx)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await ask(german, 'liveChat', { subjectIdx: guest.subjectIdx, body: '  <script>x</script> ' })).toEqual({
      code: 4000,
      field: 'body',
      message: 'Bitte geben Sie eine Nachricht ein',
    });
    expect(
      await ask(german, 'liveChat', { subjectIdx: guest.subjectIdx, body: 'x'.repeat(LIVE_CHAT_BODY_MAX_CHARS + 1) }),
    ).toEqual({
      code: 4000,
      field: 'body',
      message: `Die Nachricht ist zu lang (höchstens ${LIVE_CHAT_BODY_MAX_CHARS} Zeichen)`,
    });
    expect(
      await ask(german, 'liveChat', { subjectIdx: guest.subjectIdx, body: 'hi', extra: 1 } as never),
    ).toMatchObject({ code: 4000, field: 'extra' });
    expect(await ask(german, 'liveChat', { subjectIdx: guest.subjectIdx, flag: 2, body: '/uploads/x.webp' })).toEqual({
      code: 4000,
      field: 'body',
      message: 'Bitte laden Sie das Bild erneut hoch',
    });
    expect(await ask(german, 'liveChat.rate', { subjectIdx: guest.subjectIdx, score: 9 })).toMatchObject({
      code: 4000,
      field: 'score',
    });
    expect(await count()).toBe(before);
  });
});
