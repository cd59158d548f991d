import { describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import { useChatServer } from '../pm/pm.test-helpers.ts';
import { answerReads, ask, begin, createStaff, say } from './livechat.test-helpers.ts';

const server = useChatServer();

describe('live chat: the console HTTP calls', () => {
  it('manages canned answers: unique shortcuts (4000 on shortcut, translated), text kept as text', async () => {
    const agent = await createStaff(server.app);
    const save = (payload: Record<string, unknown>, lang = 'en') =>
      server.app.call<{ idx: number; shortcut: string; body: string }>('live/canned/save', payload, {
        token: agent.token,
        lang,
      });
    const first = await save({ shortcut: 'hello', body: '<b>Hi</b> there' });
    expect(first.body).toMatchObject({ code: 0, data: { shortcut: 'hello', body: '<b>Hi</b> there' } });
    expect(await save({ shortcut: 'hello', body: 'again' }, 'fr')).toMatchObject({
      status: 200,
      body: {
        code: 4000,
        message: 'Ce raccourci est déjà utilisé par une autre réponse prédéfinie',
        data: { field: 'shortcut' },
      },
    });
    const second = await save({ shortcut: 'bye', body: 'Bye' });
    expect((await save({ idx: second.body.data!.idx, shortcut: 'hello', body: 'x' })).body.code).toBe(4000);
    expect((await save({ shortcut: 'with space', body: 'x' })).body).toMatchObject({ code: 4000 });
    const list = await server.app.call<{ rows: Array<{ shortcut: string }> }>(
      'live/canned/list',
      {},
      { token: agent.token },
    );
    expect(list.body.data!.rows.map((row) => row.shortcut)).toEqual(['bye', 'hello']);
    await server.app.call('live/canned/delete', { idx: second.body.data!.idx }, { token: agent.token });
    const after = await server.app.call<{ rows: unknown[] }>('live/canned/list', {}, { token: agent.token });
    expect(after.body.data!.rows).toHaveLength(1);
    // Shoppers are refused.
    const buyer = await createBuyer(server.app);
    expect((await server.app.call('live/canned/list', {}, { token: buyer.token })).body.code).toBe(4003);
  });

  it("shows the shopper's profile, the ended conversations, and lets staff read (only read) the shopper's orders", async () => {
    const agent = await createStaff(server.app);
    const staff = await server.open(agent.token);
    answerReads(staff);
    const buyer = await createBuyer(server.app);
    const shopper = await server.open(buyer.token);
    answerReads(shopper);
    const { subjectIdx } = await begin(shopper, '/cart');
    await say(shopper, subjectIdx, 'Question about an order');
    const profile = await server.app.call<Record<string, unknown>>(
      'live/staff/profile',
      { subjectIdx },
      { token: agent.token },
    );
    expect(profile.body).toMatchObject({
      code: 0,
      data: {
        shopper: { kind: 'account', idx: buyer.idx, name: 'Test Buyer' },
        email: buyer.email,
        page: '/cart',
        lang: 'en',
        pastConversations: 0,
        orders: [],
      },
    });
    expect((await server.app.call('live/staff/profile', { subjectIdx }, { token: buyer.token })).body.code).toBe(4003);

    await ask(shopper, 'liveChat.end', { subjectIdx, finish: true });
    await ask(shopper, 'liveChat.rate', { subjectIdx, score: 5 });
    const ended = await server.app.call<{ rows: Array<{ subjectIdx: number; rating: number }> }>(
      'live/staff/ended',
      {},
      { token: agent.token },
    );
    expect(ended.body.data!.rows[0]).toMatchObject({ subjectIdx, rating: 5, status: 'ended' });
  });
});
