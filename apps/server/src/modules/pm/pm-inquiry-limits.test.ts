import { afterAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import { createShop } from '../../../test/commerce-helpers.ts';
import { openSocketFrom } from '../../../test/address-sockets.ts';
import { ask, useChatServer, type ChatSocket } from './pm.test-helpers.ts';

/*
 * pm.subject.inquiry opens conversations (issue 19, point 8): limited per user and per client
 * address (the socket's, through a trusted proxy here), 4029 beyond; sellers see none before its
 * first message (pm-access.test.ts "pm/subject/list").
 */
const server = useChatServer({
  TRUST_PROXY: 'loopback',
  PM_INQUIRY_LIMIT_PER_USER: '4',
  PM_INQUIRY_LIMIT_PER_ADDRESS: '6',
  PM_INQUIRY_WINDOW_SECONDS: '3600',
});
const sockets: ChatSocket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

async function buyerFrom(address: string, lang = 'en') {
  const buyer = await createBuyer(server.app);
  const socket = await openSocketFrom(server.url, address, { token: buyer.token, lang });
  sockets.push(socket);
  return { buyer, socket };
}

const openedBy = async (buyerIdx: number) =>
  (await server.app.db.selectFrom('pm_subjects').select('idx').where('buyer_idx', '=', buyerIdx).execute()).length;

describe('pm.subject.inquiry limits', () => {
  it('limits the conversations a user opens per window (4029, translated, nothing created); reopening one is free', async () => {
    const { buyer, socket } = await buyerFrom('198.51.100.1', 'de');
    const shops = await Promise.all(Array.from({ length: 5 }, () => createShop(server.app)));
    for (const shop of shops.slice(0, 4))
      expect((await ask(socket, 'pm.subject.inquiry', { shopIdx: shop.idx })).code).toBe(0);
    expect(await ask(socket, 'pm.subject.inquiry', { shopIdx: shops[4]!.idx })).toEqual({
      code: 4029,
      message: 'Zu viele Versuche, bitte versuchen Sie es später erneut',
    });
    expect(await openedBy(buyer.idx)).toBe(4);
    // A conversation already open is answered again without counting.
    expect((await ask(socket, 'pm.subject.inquiry', { shopIdx: shops[0]!.idx })).code).toBe(0);
  });

  it('limits them per client address over all its accounts; another address still opens', async () => {
    const shops = await Promise.all(Array.from({ length: 4 }, () => createShop(server.app)));
    const first = await buyerFrom('198.51.100.2');
    const second = await buyerFrom('198.51.100.2');
    for (const shop of shops)
      expect((await ask(first.socket, 'pm.subject.inquiry', { shopIdx: shop.idx })).code).toBe(0);
    const codes = [];
    for (const shop of shops) codes.push((await ask(second.socket, 'pm.subject.inquiry', { shopIdx: shop.idx })).code);
    expect(codes).toEqual([0, 0, 4029, 4029]);
    expect(await openedBy(second.buyer.idx)).toBe(2);
    const elsewhere = await buyerFrom('198.51.100.3');
    expect((await ask(elsewhere.socket, 'pm.subject.inquiry', { shopIdx: shops[0]!.idx })).code).toBe(0);
  });
});
