import { randomUUID } from 'node:crypto';
import { MessageFlag, PM_SUBJECT_PAGE_SIZE, type PmMessage, type PmSubject } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import { createShop } from '../../../test/commerce-helpers.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';
import {
  ask,
  firstInit,
  nextEvent,
  record,
  storedMessages,
  type ChatSocket,
  type Conversation,
  type Person,
  useChatServer,
} from './pm.test-helpers.ts';

const server = useChatServer();
let chat: Conversation;
let stranger: Person;
let buyerSocket: ChatSocket;
let sellerSocket: ChatSocket;
let strangerSocket: ChatSocket;

beforeAll(async () => {
  [chat, stranger] = await Promise.all([server.conversation(), createBuyer(server.app)]);
  [buyerSocket, sellerSocket, strangerSocket] = await Promise.all([
    server.open(chat.buyer.token),
    server.open(chat.seller.token),
    server.open(stranger.token),
  ]);
});

async function call<T>(path: string, payload: Record<string, unknown>, token: string) {
  return (await server.app.call<T>(path, payload, { token })).body;
}

describe('a third user (pm-policy.ts)', () => {
  it('is refused on every event and call of a conversation not theirs, and hears nothing of it', async () => {
    await firstInit(strangerSocket);
    const heard = record(strangerSocket, ['pm', 'pm.revoke', 'pm.readed', 'pm.init']);
    const picture = await uploadPhoto(server.app, chat.buyer.token, 'private');
    const sent = await ask(buyerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      flag: MessageFlag.image,
      body: picture,
      clientId: randomUUID(),
    });
    const idx = 'idx' in sent ? sent.idx : 0;
    expect(idx).toBeGreaterThan(0);
    const before = await storedMessages(server.app, chat.subjectIdx);

    const subjectIdx = chat.subjectIdx;
    expect(await ask(strangerSocket, 'pm', { subjectIdx, body: 'let me in' })).toMatchObject({ code: 4004 });
    expect(await ask(strangerSocket, 'pm.history', { subjectIdx })).toMatchObject({ code: 4004 });
    expect(await ask(strangerSocket, 'pm.readed', { subjectIdx })).toMatchObject({ code: 4004 });
    expect(await ask(strangerSocket, 'pm.revoke', { idx })).toMatchObject({ code: 4004 });
    const since = await ask(strangerSocket, 'pm.since', { position: 0 });
    expect(since).toMatchObject({ code: 0, changes: [], unread: 0 });
    const list = await ask(strangerSocket, 'pm.subjectHistory', { page: 1 });
    expect(list).toMatchObject({ code: 0, rows: [] });

    expect(await call('pm/message/list', { subjectIdx }, stranger.token)).toMatchObject({ code: 4004 });
    expect(await call('pm/subject/list', { fetchSubject: subjectIdx }, stranger.token)).toMatchObject({ code: 4004 });
    expect(await call('subject/remark/submit', { subjectIdx, remark: 'x' }, stranger.token)).toMatchObject({
      code: 4004,
    });
    const photo = await server.app.app.inject({ method: 'GET', url: picture, headers: { 'x-token': stranger.token } });
    expect(photo.statusCode).toBe(404);
    expect(await storedMessages(server.app, chat.subjectIdx)).toBe(before);

    // The parties' own traffic goes on; the stranger, asked last, has heard none of it.
    const delivered = nextEvent(sellerSocket, 'pm', (m) => m.body === 'still private');
    await ask(buyerSocket, 'pm', { subjectIdx, body: 'still private' });
    await delivered;
    await ask(sellerSocket, 'pm.readed', { subjectIdx });
    await ask(buyerSocket, 'pm.revoke', { idx });
    await ask(strangerSocket, 'pm.since', { position: 0 });
    expect(heard).toEqual([]);
  });

  it('no longer sees a private picture once it is revoked, nor does the other party', async () => {
    const picture = await uploadPhoto(server.app, chat.seller.token, 'private');
    const sent = await ask(sellerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      flag: MessageFlag.image,
      body: picture,
    });
    const fetchAs = (token: string) =>
      server.app.app.inject({ method: 'GET', url: picture, headers: { 'x-token': token } });
    expect((await fetchAs(chat.buyer.token)).statusCode).toBe(200);
    await ask(sellerSocket, 'pm.revoke', { idx: 'idx' in sent ? sent.idx : 0 });
    expect((await fetchAs(chat.buyer.token)).statusCode).toBe(404);
    expect((await fetchAs(chat.seller.token)).statusCode).toBe(200);
  });
});

describe('pm/subject/list', () => {
  it('pages the conversations 10 at a time, most recently updated first, each side seeing the other (the seller once a message is in)', async () => {
    const buyer = await createBuyer(server.app);
    const shops = await Promise.all(Array.from({ length: PM_SUBJECT_PAGE_SIZE + 1 }, () => createShop(server.app)));
    const socket = await server.open(buyer.token);
    for (const shop of shops) await ask(socket, 'pm.subject.inquiry', { shopIdx: shop.idx });
    const first = await call<Page<PmSubject>>('pm/subject/list', { page: 1 }, buyer.token);
    expect(first.data?.paging).toEqual({ current: 1, total: PM_SUBJECT_PAGE_SIZE + 1, size: PM_SUBJECT_PAGE_SIZE });
    expect(first.data?.rows).toHaveLength(PM_SUBJECT_PAGE_SIZE);
    expect(first.data?.rows[0]?.shopIdx).toBe(shops.at(-1)!.idx);
    const second = await call<Page<PmSubject>>('pm/subject/list', { page: 2, total: 11 }, buyer.token);
    expect(second.data?.rows.map((row) => row.shopIdx)).toEqual([shops[0]!.idx]);

    // The seller's list shows the conversation once the buyer has written, not before.
    const quiet = await call<Page<PmSubject>>('pm/subject/list', {}, shops[0]!.owner.token);
    expect(quiet.data?.rows).toEqual([]);
    await ask(socket, 'pm', { subjectIdx: second.data!.rows[0]!.idx, body: 'Hello?' });
    const asSeller = await call<Page<PmSubject>>('pm/subject/list', {}, shops[0]!.owner.token);
    expect(asSeller.data?.rows[0]).toMatchObject({
      buyerIdx: buyer.idx,
      user: { idx: buyer.idx, shopName: 'Test Buyer', remark: '' },
    });
    const one = await call<Page<PmSubject>>('pm/subject/list', { fetchSubject: chat.subjectIdx }, chat.buyer.token);
    expect(one.data?.rows.map((row) => row.idx)).toEqual([chat.subjectIdx]);
    expect(one.data?.rows[0]?.user).toMatchObject({
      idx: chat.shop.idx,
      shopName: expect.stringMatching(/^Test Shop/),
    });
  });
});

describe('pm/message/list', () => {
  it('pages a conversation from the newest, oldest first within a page', async () => {
    const talk = await server.conversation();
    const socket = await server.open(talk.buyer.token);
    for (let n = 1; n <= 5; n++) await ask(socket, 'pm', { subjectIdx: talk.subjectIdx, body: `m${n}` });
    const newest = await call<Page<PmMessage>>(
      'pm/message/list',
      { subjectIdx: talk.subjectIdx, userIdx: talk.shop.idx, size: 2 },
      talk.seller.token,
    );
    expect(newest.data?.rows.map((row) => row.body)).toEqual(['m4', 'm5']);
    expect(newest.data?.paging).toEqual({ current: 1, total: 5, size: 2 });
    expect(newest.data?.rows[0]).toMatchObject({ owner: false, senderIdx: talk.buyer.idx });
    const last = await call<Page<PmMessage>>(
      'pm/message/list',
      { subjectIdx: talk.subjectIdx, size: 2, page: 3 },
      talk.buyer.token,
    );
    expect(last.data?.rows.map((row) => [row.body, row.owner])).toEqual([['m1', true]]);
  });
});

describe('subject/remark/submit', () => {
  it("keeps each party's own remark, as plain text", async () => {
    const remark = '<img src=x onerror=alert(1)> good seller';
    expect(await call('subject/remark/submit', { subjectIdx: chat.subjectIdx, remark }, chat.buyer.token)).toEqual({
      code: 0,
      data: { remark },
    });
    await call('subject/remark/submit', { subjectIdx: chat.subjectIdx, remark: '  VIP  ' }, chat.seller.token);
    const buyerView = await call<Page<PmSubject>>(
      'pm/subject/list',
      { fetchSubject: chat.subjectIdx },
      chat.buyer.token,
    );
    const sellerView = await call<Page<PmSubject>>(
      'pm/subject/list',
      { fetchSubject: chat.subjectIdx },
      chat.seller.token,
    );
    expect(buyerView.data?.rows[0]?.user.remark).toBe(remark);
    expect(sellerView.data?.rows[0]?.user.remark).toBe('VIP');
    const tooLong = await call(
      'subject/remark/submit',
      { subjectIdx: chat.subjectIdx, remark: 'x'.repeat(201) },
      chat.buyer.token,
    );
    expect(tooLong).toMatchObject({ code: 4000, data: { field: 'remark' } });
  });
});
