import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { createBuyer } from '../test/test-app.ts';
import { createShop } from '../test/commerce-helpers.ts';
import { PAGE_TTL_MS } from '../src/modules/seo/page-cache.ts';
import { filePart, makePng, multipartBody } from '../test/upload-helpers.ts';
import {
  ask,
  firstInit,
  firstLiveInit,
  nextEvent,
  openSocket,
  type ChatSocket,
} from '../src/modules/pm/pm.test-helpers.ts';
import { answerReads, createStaff, guestToken, hearsNothing } from '../src/modules/livechat/livechat.test-helpers.ts';
import {
  clientOf,
  MACHINE_REDIS_URL,
  startServerProcess,
  suiteDatabase,
  suiteRedisKey,
  type ServerProcess,
  type SuiteDatabase,
} from './harness.ts';

/*
 * Two server processes with separate DATA_DIRs, one PostgreSQL, one Redis and one S3-compatible
 * bucket (issue 23): whoever is on either process talks to whoever is on the other, pictures
 * included; live chat's routing and presence see the agents of both.
 */
// Each of the Redis adapters socket.io offers (SOCKET_ADAPTER), the same journeys.
describe.each(['pubsub', 'sharded', 'streams'] as const)(
  'two processes, one marketplace, through the %s adapter',
  (adapter) => {
    let s3: TestS3;
    let database: SuiteDatabase;
    let one: ServerProcess;
    let two: ServerProcess;
    const sockets: ChatSocket[] = [];

    beforeAll(async () => {
      [s3, database] = await Promise.all([startTestS3(), suiteDatabase()]);
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: MACHINE_REDIS_URL,
        SOCKET_REDIS_KEY: suiteRedisKey(),
        SOCKET_ADAPTER: adapter,
        LIVE_ROUTING: 'auto',
        // 1,000 events in a few seconds: past the flood limit a person has.
        PM_SEND_LIMIT: '100000',
        ...s3.env,
      };
      // One after the other: the first migrates the new database.
      one = await startServerProcess(env);
      two = await startServerProcess(env);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all([one?.stop(), two?.stop()]);
      await database?.drop();
      await s3?.close();
    });

    async function open(server: ServerProcess, token?: string, guest?: string): Promise<ChatSocket> {
      const socket = await openSocket(server.url, token, 'en', guest);
      sockets.push(socket);
      return socket;
    }

    async function upload(server: ServerProcess, token: string): Promise<string> {
      const { body, contentType } = multipartBody([
        { name: 'visibility', data: 'private' },
        filePart(await makePng(40, 30)),
      ]);
      const answer = await fetch(`${server.url}/service/v1/upload`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-token': token },
        body,
      });
      const envelope = (await answer.json()) as { code: number; data: { data: string } };
      if (envelope.code !== 0) throw new Error(`upload failed: ${JSON.stringify(envelope)}`);
      return envelope.data.data;
    }

    it('a buyer on one and a seller on the other converse with text and a picture; a third user hears none of 1,000 events', async () => {
      const shop = await createShop(clientOf(one, database));
      const buyer = await createBuyer(clientOf(one, database));
      const third = await createBuyer(clientOf(two, database));
      const [buyerSocket, sellerSocket, thirdOnOne, thirdOnTwo] = await Promise.all([
        open(one, buyer.token),
        open(two, shop.owner.token),
        open(one, third.token),
        open(two, third.token),
      ]);
      const opened = await ask(buyerSocket, 'pm.subject.inquiry', { shopIdx: shop.idx });
      if (opened.code !== 0 || !('subject' in opened)) throw new Error(JSON.stringify(opened));
      const subjectIdx = opened.subject.idx;
      // The third user's own greetings (pm.init, liveChat.init) come first: a round trip after
      // them, everything the third hears would be someone else's.
      for (const socket of [thirdOnOne, thirdOnTwo]) {
        await Promise.all([firstInit(socket), firstLiveInit(socket)]);
        await ask(socket, 'liveChat.history', { subjectIdx: 2_000_000_000 });
      }
      const quiet = [hearsNothing(thirdOnOne), hearsNothing(thirdOnTwo)];

      // Text one way, an answer the other, then a picture uploaded through the first process.
      const heard = nextEvent(sellerSocket, 'pm', (message) => message.body === 'Is the navy one in stock?');
      const sent = await ask(buyerSocket, 'pm', { subjectIdx, body: 'Is the navy one in stock?' });
      expect(sent.code).toBe(0);
      expect((await heard).subjectIdx).toBe(subjectIdx);
      const answered = nextEvent(buyerSocket, 'pm', (message) => message.body === 'Yes, two left.');
      expect((await ask(sellerSocket, 'pm', { subjectIdx, body: 'Yes, two left.' })).code).toBe(0);
      await answered;
      const picture = await upload(one, buyer.token);
      const pictureHeard = nextEvent(sellerSocket, 'pm', (message) => message.body === picture);
      expect((await ask(buyerSocket, 'pm', { subjectIdx, body: picture, flag: 2 })).code).toBe(0);
      expect((await pictureHeard).flag).toBe(2);
      // The seller fetches it through the other process (its DATA_DIR never saw it): the bucket has it.
      const [throughTwo, throughOne] = await Promise.all([
        fetch(`${two.url}${picture}`, { headers: { 'x-token': shop.owner.token } }),
        fetch(`${one.url}${picture}`, { headers: { 'x-token': buyer.token } }),
      ]);
      expect(throughTwo.status).toBe(200);
      expect(Buffer.from(await throughTwo.arrayBuffer()).equals(Buffer.from(await throughOne.arrayBuffer()))).toBe(
        true,
      );
      // The third user may not, through either process.
      for (const server of [one, two])
        expect((await fetch(`${server.url}${picture}`, { headers: { 'x-token': third.token } })).status).toBe(404);

      // 1,000 events between the two (messages both ways and typing), none of them the third's.
      const ROUNDS = 250;
      const lastAtBuyer = nextEvent(buyerSocket, 'pm', (message) => message.body === `answer ${ROUNDS - 1}`);
      const lastAtSeller = nextEvent(sellerSocket, 'pm', (message) => message.body === `question ${ROUNDS - 1}`);
      for (let round = 0; round < ROUNDS; round++) {
        buyerSocket.emit('inputing', { subjectIdx, inputing: true, text: `typing ${round}` });
        sellerSocket.emit('inputing', { subjectIdx, inputing: true, text: `typing ${round}` });
        const acks = await Promise.all([
          ask(buyerSocket, 'pm', { subjectIdx, body: `question ${round}` }),
          ask(sellerSocket, 'pm', { subjectIdx, body: `answer ${round}` }),
        ]);
        expect(acks.map((ack) => ack.code)).toEqual([0, 0]);
      }
      // Both ends heard the last of it, so everything sent has been delivered wherever it went.
      await Promise.all([lastAtBuyer, lastAtSeller]);
      for (const listener of quiet) expect(await listener.settled()).toEqual([]);
    });

    it('routes a guest on one process to the only online agent, whose console is on the other, and tells the guest when nobody is online', async () => {
      const staff = await createStaff(clientOf(two, database));
      const agentConsole = await open(two, staff.token);
      answerReads(agentConsole);
      const token = await guestToken(clientOf(one, database));
      const guest = await open(one, undefined, token);
      answerReads(guest);
      // The agent's console connected to the second process: the first knows they are online.
      await expect
        .poll(async () => {
          const begun = await ask(guest, 'liveChat.begin', { page: '/' });
          return begun.code === 0 && 'state' in begun ? begun.state.staffOnline : null;
        })
        .toBe(true);
      const begun = await ask(guest, 'liveChat.begin', { page: '/' });
      if (begun.code !== 0 || !('subjectIdx' in begun)) throw new Error(JSON.stringify(begun));
      const assigned = nextEvent(guest, 'liveChat.state', (state) => state.status === 'assigned');
      const atConsole = nextEvent(agentConsole, 'liveChat', (message) => message.body === 'Where is my parcel?');
      expect((await ask(guest, 'liveChat', { subjectIdx: begun.subjectIdx, body: 'Where is my parcel?' })).code).toBe(
        0,
      );
      expect((await assigned).agent?.idx).toBe(staff.idx);
      await atConsole;

      // The agent answers from the second process; the guest on the first hears it.
      const answer = nextEvent(guest, 'liveChat', (message) => message.body === 'Let me look.');
      expect((await ask(agentConsole, 'liveChat', { subjectIdx: begun.subjectIdx, body: 'Let me look.' })).code).toBe(
        0,
      );
      await answer;

      // The agent goes offline on the second process: the guest on the first is told nobody is online.
      const nobody = nextEvent(guest, 'liveChat.state', (state) => !state.staffOnline);
      expect((await ask(agentConsole, 'liveChat.presence', { status: 'offline' })).code).toBe(0);
      await nobody;
      // And back: online again, heard across.
      const again = nextEvent(guest, 'liveChat.state', (state) => state.staffOnline);
      expect((await ask(agentConsole, 'liveChat.presence', { status: 'online' })).code).toBe(0);
      await again;
      // The console closing (the agent's last socket) is the same news.
      const closed = nextEvent(guest, 'liveChat.state', (state) => !state.staffOnline);
      agentConsole.close();
      await closed;
    });

    it('a seller taking a product off sale through one process clears the page the other cached', async () => {
      const shop = await createShop(clientOf(one, database));
      const goodsIdx = shop.skus[0]?.goodsIdx ?? expect.unreachable('no product');
      const page = async () => {
        const answer = await fetch(`${two.url}/goods/detail?idx=${goodsIdx}`, { headers: { 'accept-language': 'en' } });
        return { status: answer.status, timing: answer.headers.get('server-timing') ?? '' };
      };
      expect((await page()).status).toBe(200);
      // Cached on the second process now, for longer than this test waits below (page-cache.ts).
      expect(await page()).toMatchObject({ status: 200, timing: expect.stringContaining('hit') });
      const off = await one.call(
        'seller/goods/status',
        { idxs: [goodsIdx], status: 'off_shelf' },
        { token: shop.owner.token },
      );
      expect(off.body.code).toBe(0);
      const since = Date.now();
      await expect.poll(async () => (await page()).status, { timeout: 2_000, interval: 50 }).toBe(404);
      expect(Date.now() - since).toBeLessThan(PAGE_TTL_MS);
    });
  },
);
