import { randomUUID } from 'node:crypto';
import { createBuyer, type TestApp } from '../test-app.ts';
import { createCategory, createShop, setTradePassword, type Buyer, type TestShop } from '../commerce-helpers.ts';
import { openSocket, type ChatSocket } from '../../src/modules/pm/pm.test-helpers.ts';
import { ACTORS, type ActorName } from './access-table.ts';
import { buildChat, type ChatWorld } from './world-chat.ts';
import { buildCommerce, type CommerceWorld } from './world-commerce.ts';
import { buildOffice, type OfficeWorld } from './world-office.ts';
import { call } from './world-helpers.ts';

/*
 * The world every cell of the matrix is run in, made once per test file: the actors (a buyer,
 * another buyer, a seller and another seller with a shop each, a staff member and an admin, and
 * a live-chat guest), a socket for each, and the things the rows aim at (world-commerce.ts,
 * world-chat.ts, world-office.ts).
 */

export type SignedInActor = Exclude<ActorName, 'guest' | 'liveGuest'>;

export interface Cast {
  app: TestApp;
  people: Record<SignedInActor, Buyer>;
  /** The live-chat guest's token (sent as `x-guest` on calls and in the socket's handshake). */
  liveGuestToken: string;
  sockets: Record<ActorName, ChatSocket>;
  shop: TestShop;
  otherShop: TestShop;
  categoryIdx: number;
  /** The person on a new session of theirs (a sign-in), for a call that ends or replaces it. */
  freshSession(actor: SignedInActor): Promise<Buyer>;
  close(): void;
}

export type World = Cast & CommerceWorld & ChatWorld & OfficeWorld;

export async function buildWorld(app: TestApp, url: string): Promise<World> {
  const categoryIdx = await createCategory(app, 'access-matrix', 'Access');
  const [shop, otherShop, buyer, otherBuyer, staff, admin] = await Promise.all([
    createShop(app, { price: 1_000, stock: 1_000 }),
    createShop(app, { price: 2_000, stock: 1_000 }),
    createBuyer(app),
    createBuyer(app),
    createBuyer(app),
    createBuyer(app),
  ]);
  await app.db.updateTable('users').set({ role: 'staff' }).where('idx', 'in', [staff.idx, admin.idx]).execute();
  await app.db.updateTable('users').set({ admin: true }).where('idx', '=', admin.idx).execute();
  const people = { buyer, otherBuyer, seller: shop.owner, otherSeller: otherShop.owner, staff, admin };
  // Everyone can pay: a wallet payment or a withdrawal then fails on whose thing it names, not on money.
  for (const person of Object.values(people)) {
    await setTradePassword(app, person.idx);
    await call(app, 'wallet/recharge', { amount: '500.00', idempotencyKey: randomUUID() }, person.token);
  }

  const opened: ChatSocket[] = [];
  const open = async (token?: string, guest?: string) => {
    const socket = await openSocket(url, token, 'en', guest);
    opened.push(socket);
    return socket;
  };
  const liveGuestToken = (await app.call<{ guestToken: string }>('live/chat/guest')).body.data?.guestToken ?? '';
  const sockets = {} as Record<ActorName, ChatSocket>;
  for (const actor of ACTORS) {
    if (actor === 'guest') sockets[actor] = await open();
    else if (actor === 'liveGuest') sockets[actor] = await open(undefined, liveGuestToken);
    else sockets[actor] = await open(people[actor].token);
  }

  const commerce = await buildCommerce(app, { buyer, shop, otherShop, categoryIdx });
  const chat = await buildChat(app, { sockets, open, shopIdx: shop.idx });
  const office = await buildOffice(app, { staff, categoryIdx });
  return {
    app,
    people,
    liveGuestToken,
    sockets,
    shop,
    otherShop,
    categoryIdx,
    async freshSession(actor) {
      const person = people[actor];
      const answer = await app.call('user/sign/in', { account: person.email, password: person.password });
      if (answer.body.code !== 0) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
      return { ...person, token: String(answer.headers['x-token']), refresh: String(answer.headers['x-refresh']) };
    },
    close() {
      for (const socket of opened) socket.close();
    },
    ...commerce,
    ...chat,
    ...office,
  };
}
