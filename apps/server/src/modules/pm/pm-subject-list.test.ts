import { MessageFlag, PM_SUBJECT_KW_MAX_CHARS, type PmSubject } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, type ChatSocket, type Conversation, useChatServer } from './pm.test-helpers.ts';

/*
 * pm/subject/list's rows carry their latest message (the row's preview, issue 19 point 13) and the
 * list can be searched by the other party's name or one's remark (`kw`), paged on the server.
 */

const server = useChatServer();
let chat: Conversation;
let buyerSocket: ChatSocket;

const list = (token: string, payload: Record<string, unknown> = {}) =>
  server.app.call<Page<PmSubject>>('pm/subject/list', payload, { token }).then((answer) => answer.body);
const rowOf = async (token: string, subjectIdx: number) =>
  (await list(token)).data?.rows.find((row) => row.idx === subjectIdx);

beforeAll(async () => {
  chat = await server.conversation();
  buyerSocket = await server.open(chat.buyer.token);
});

describe('pm/subject/list rows carry their latest message', () => {
  it('null before any message; then the latest text or card (flag, stored body, time); a revoked one gives way to the one before', async () => {
    expect((await rowOf(chat.buyer.token, chat.subjectIdx))?.last).toBeNull();

    const text = await ask(buyerSocket, 'pm', { subjectIdx: chat.subjectIdx, body: 'Is it <b>blue</b>?' });
    expect(text.code).toBe(0);
    const asBuyer = await rowOf(chat.buyer.token, chat.subjectIdx);
    expect(asBuyer?.last).toMatchObject({ flag: MessageFlag.text, body: expect.stringContaining('blue') });
    expect(Date.parse(asBuyer!.last!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // The seller's row shows the same message.
    expect((await rowOf(chat.seller.token, chat.subjectIdx))?.last?.body).toBe(asBuyer?.last?.body);

    const card = await ask(buyerSocket, 'pm', {
      subjectIdx: chat.subjectIdx,
      flag: MessageFlag.goods,
      body: { idx: chat.goodsIdx },
    });
    expect(card.code).toBe(0);
    // A card's row carries its flag alone (the row says "[Product]").
    expect((await rowOf(chat.buyer.token, chat.subjectIdx))?.last).toMatchObject({ flag: MessageFlag.goods, body: '' });

    await ask(buyerSocket, 'pm.revoke', { idx: 'idx' in card ? card.idx : 0 });
    expect((await rowOf(chat.buyer.token, chat.subjectIdx))?.last).toMatchObject({
      flag: MessageFlag.text,
      body: asBuyer?.last?.body,
    });
  });
});

describe('pm/subject/list kw', () => {
  it("keeps the conversations whose other party's name or one's remark holds kw, in any case, with the paging counted after the filter", async () => {
    const other = await server.conversation();
    // The same buyer also talks to a second shop.
    const socket = await server.open(chat.buyer.token);
    const second = await ask(socket, 'pm.subject.inquiry', { shopIdx: other.shop.idx });
    expect(second.code).toBe(0);
    const secondIdx = 'subject' in second ? second.subject.idx : 0;
    await server.app.db
      .updateTable('shops')
      .set({ name: 'Blue Lantern 50%_Off' })
      .where('idx', '=', other.shop.idx)
      .execute();

    const all = await list(chat.buyer.token);
    expect(all.data?.rows.map((row) => row.idx)).toEqual(expect.arrayContaining([chat.subjectIdx, secondIdx]));

    const found = await list(chat.buyer.token, { kw: 'lANTern' });
    expect(found.data?.rows.map((row) => row.idx)).toEqual([secondIdx]);
    expect(found.data?.paging).toEqual({ current: 1, total: 1, size: 10 });
    // % and _ match themselves only.
    expect((await list(chat.buyer.token, { kw: '50%_o' })).data?.rows.map((row) => row.idx)).toEqual([secondIdx]);
    expect((await list(chat.buyer.token, { kw: '%' })).data?.rows.map((row) => row.idx)).toEqual([secondIdx]);
    expect((await list(chat.buyer.token, { kw: 'nobody has this name' })).data).toMatchObject({
      rows: [],
      paging: { total: 0 },
    });

    // One's own remark is searched too.
    const remarked = await server.app.call(
      'subject/remark/submit',
      { subjectIdx: chat.subjectIdx, remark: 'Fast shipper' },
      { token: chat.buyer.token },
    );
    expect(remarked.body.code).toBe(0);
    expect((await list(chat.buyer.token, { kw: 'fast ship' })).data?.rows.map((row) => row.idx)).toEqual([
      chat.subjectIdx,
    ]);

    // The seller searches by the buyer's name (and finds nothing of another's).
    await server.app.db.updateTable('users').set({ name: 'Zelda Quartz' }).where('idx', '=', chat.buyer.idx).execute();
    expect((await list(chat.seller.token, { kw: 'quartz' })).data?.rows.map((row) => row.idx)).toEqual([
      chat.subjectIdx,
    ]);
    expect((await list(chat.seller.token, { kw: 'lantern' })).data?.rows).toEqual([]);
    // Blank means no filter; too long is refused with 4000 and changes nothing.
    expect((await list(chat.buyer.token, { kw: '   ' })).data?.rows.length).toBe(all.data?.rows.length);
    expect(await list(chat.buyer.token, { kw: 'x'.repeat(PM_SUBJECT_KW_MAX_CHARS + 1) })).toMatchObject({ code: 4000 });
  });
});
