import { randomUUID } from 'node:crypto';
import { PM_REVOKE_WINDOW_MS } from '@storefront/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ask,
  disconnected,
  firstInit,
  nextEvent,
  type ChatSocket,
  type Conversation,
  useChatServer,
} from './pm.test-helpers.ts';

const server = useChatServer();
const open = (token: string) => server.open(token);

/** A conversation with both parties connected. */
async function connectedConversation() {
  const chat = await server.conversation();
  const [buyer, seller] = await Promise.all([open(chat.buyer.token), open(chat.seller.token)]);
  return { chat, buyer, seller };
}

async function send(socket: ChatSocket, chat: Conversation, body: string): Promise<number> {
  const ack = await ask(socket, 'pm', { subjectIdx: chat.subjectIdx, body, clientId: randomUUID() });
  if (!('idx' in ack)) throw new Error(`send refused: ${JSON.stringify(ack)}`);
  return ack.idx;
}

async function unreadOf(socket: ChatSocket, subjectIdx: number): Promise<number | undefined> {
  const page = await ask(socket, 'pm.subjectHistory', { page: 1 });
  return 'rows' in page ? page.rows.find((row) => row.idx === subjectIdx)?.unread : undefined;
}

describe('pm unread counters, read marks and revoking (spec 4)', () => {
  it('counts incoming messages in every tab of the recipient and clears them with pm.readed', async () => {
    const { chat, buyer, seller } = await connectedConversation();
    const secondTab = await open(chat.seller.token);
    const counted = Promise.all([
      nextEvent(seller, 'pm.init', (e) => e.unread === 2),
      nextEvent(secondTab, 'pm.init', (e) => e.unread === 2),
    ]);
    await send(buyer, chat, 'one');
    const last = await send(buyer, chat, 'two');
    await counted;
    expect(await unreadOf(seller, chat.subjectIdx)).toBe(2);
    expect(await unreadOf(buyer, chat.subjectIdx)).toBe(0);

    const receipt = nextEvent(buyer, 'pm.readed', (e) => e.subjectIdx === chat.subjectIdx);
    const cleared = nextEvent(secondTab, 'pm.init', (e) => e.unread === 0);
    expect(await ask(seller, 'pm.readed', { subjectIdx: chat.subjectIdx })).toEqual({ code: 0, unread: 0 });
    expect(await receipt).toMatchObject({ readerIdx: chat.seller.idx, upToIdx: last });
    await cleared;
    expect(await unreadOf(seller, chat.subjectIdx)).toBe(0);
    const history = await ask(buyer, 'pm.history', { subjectIdx: chat.subjectIdx });
    expect('rows' in history && history.rows.map((row) => [row.body, row.readed, row.owner])).toEqual([
      ['one', true, true],
      ['two', true, true],
    ]);
    // Reading again changes nothing and tells nobody.
    expect(await ask(seller, 'pm.readed', { subjectIdx: chat.subjectIdx })).toEqual({ code: 0, unread: 0 });
  });

  it('lowers the counters when an unread message is revoked, and not when a read one is', async () => {
    const { chat, buyer, seller } = await connectedConversation();
    const counted = nextEvent(seller, 'pm.init', (e) => e.unread === 1);
    const first = await send(buyer, chat, 'oops');
    await counted;

    const revokedEvent = nextEvent(seller, 'pm.revoke', (e) => e.idx === first);
    const lowered = nextEvent(seller, 'pm.init', (e) => e.unread === 0);
    expect(await ask(buyer, 'pm.revoke', { idx: first })).toEqual({ code: 0, idx: first });
    expect(await revokedEvent).toMatchObject({ subjectIdx: chat.subjectIdx, readed: false });
    await lowered;
    expect(await unreadOf(seller, chat.subjectIdx)).toBe(0);
    const history = await ask(seller, 'pm.history', { subjectIdx: chat.subjectIdx });
    expect('rows' in history && history.rows.map((row) => row.idx)).toEqual([]);

    const second = await send(buyer, chat, 'read before revoked');
    await ask(seller, 'pm.readed', { subjectIdx: chat.subjectIdx });
    const readRevoke = nextEvent(seller, 'pm.revoke', (e) => e.idx === second);
    await ask(buyer, 'pm.revoke', { idx: second });
    expect((await readRevoke).readed).toBe(true);
    expect(await unreadOf(seller, chat.subjectIdx)).toBe(0);
  });

  it("refuses revoking someone else's message, or one older than two minutes", async () => {
    const { chat, buyer, seller } = await connectedConversation();
    const message = await send(buyer, chat, 'mine');
    expect(await ask(seller, 'pm.revoke', { idx: message })).toMatchObject({
      code: 4003,
      message: 'You can only revoke your own messages',
    });
    const old = await send(buyer, chat, 'too late to take back');
    await server.app.db
      .updateTable('pm_messages')
      .set({ created_at: sql<Date>`now() - make_interval(secs => ${PM_REVOKE_WINDOW_MS / 1000 + 1})` })
      .where('idx', '=', old)
      .execute();
    expect(await ask(buyer, 'pm.revoke', { idx: old })).toMatchObject({ code: 4003 });
    const row = await server.app.db
      .selectFrom('pm_messages')
      .select('revoked_at')
      .where('idx', '=', old)
      .executeTakeFirst();
    expect(row?.revoked_at).toBeNull();
  });
});

describe('pm.since: a reconnecting client gets exactly what it missed', () => {
  it('answers the messages, the revoke and the read mark made while it was away, in order, and nothing else', async () => {
    const { chat, buyer, seller } = await connectedConversation();
    const fromSeller = await send(seller, chat, 'Your parcel left today');
    const revocable = nextEvent(seller, 'pm', (m) => m.body === 'wrong photo, sorry');
    const early = await send(buyer, chat, 'wrong photo, sorry');
    const held = (await revocable).position;

    seller.close();
    await disconnected(seller);
    const missedA = await send(buyer, chat, 'Thanks!');
    const missedB = await send(buyer, chat, 'Arrives Friday?');
    await ask(buyer, 'pm.revoke', { idx: early });
    await ask(buyer, 'pm.readed', { subjectIdx: chat.subjectIdx });

    const back = await server.open(chat.seller.token);
    const init = await firstInit(back);
    expect(init.position).toBe(held + 4);
    expect(init.unread).toBe(2);
    const answer = await ask(back, 'pm.since', { position: held });
    if (!('changes' in answer)) throw new Error(JSON.stringify(answer));
    expect(answer.more).toBe(false);
    expect(answer.reset).toBe(false);
    expect(answer.position).toBe(held + 4);
    expect(answer.unread).toBe(2);
    expect(
      answer.changes.map((change) => {
        if (change.kind === 'message')
          return ['message', change.message.idx, change.message.owner, change.message.position];
        if (change.kind === 'revoke')
          return ['revoke', change.revoke.idx, change.revoke.readed, change.revoke.position];
        return ['read', change.read.upToIdx, change.read.readerIdx, change.read.position];
      }),
    ).toEqual([
      ['message', missedA, false, held + 1],
      ['message', missedB, false, held + 2],
      ['revoke', early, false, held + 3],
      ['read', fromSeller, chat.buyer.idx, held + 4],
    ]);
    // Asked again from where it now stands: nothing more.
    expect(await ask(back, 'pm.since', { position: held + 4 })).toMatchObject({ code: 0, changes: [], more: false });
  });

  it('leaves out a message revoked before the client heard of it (its revoke still comes), and says reset when the client is ahead', async () => {
    const { chat, buyer, seller } = await connectedConversation();
    const init = await firstInit(seller);
    seller.close();
    const idx = await send(buyer, chat, 'never mind');
    await ask(buyer, 'pm.revoke', { idx });
    const back = await open(chat.seller.token);
    const answer = await ask(back, 'pm.since', { position: init.position });
    expect('changes' in answer && answer.changes.map((change) => change.kind)).toEqual(['revoke']);
    expect(await ask(back, 'pm.since', { position: init.position + 1_000 })).toMatchObject({ code: 0, reset: true });
  });

  it('pages a long absence: at most 200 changes per answer, `more` until the end', async () => {
    const { chat, seller } = await connectedConversation();
    const init = await firstInit(seller);
    // Written straight to the tables: 201 changes is more than the flood limit lets one user send quickly.
    const message = await server.app.db
      .insertInto('pm_messages')
      .values({ subject_idx: chat.subjectIdx, sender_idx: chat.buyer.idx, body: 'bulk', client_id: randomUUID() })
      .returning('idx')
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('chat_changes')
      .values(
        Array.from({ length: 201 }, (_, n) => ({
          party: `pm:${chat.seller.idx}`,
          position: init.position + 1 + n,
          subject_idx: chat.subjectIdx,
          kind: 'message' as const,
          message_idx: message.idx,
        })),
      )
      .execute();
    await server.app.db
      .insertInto('chat_positions')
      .values({ party: `pm:${chat.seller.idx}`, position: init.position + 201 })
      .onConflict((oc) => oc.column('party').doUpdateSet({ position: init.position + 201 }))
      .execute();
    const first = await ask(seller, 'pm.since', { position: init.position });
    expect(first).toMatchObject({ code: 0, more: true, position: init.position + 200 });
    expect('changes' in first && first.changes).toHaveLength(200);
    const rest = await ask(seller, 'pm.since', { position: init.position + 200 });
    expect(rest).toMatchObject({ code: 0, more: false, position: init.position + 201 });
  });
});
