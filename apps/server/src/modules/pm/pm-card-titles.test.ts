import { MessageFlag, type PmMessage } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { describe, expect, it } from 'vitest';
import { ask, useChatServer } from './pm.test-helpers.ts';

/*
 * Issue 20 point 2: a goods card keeps its product's title as it was sent, and a reader sees it
 * in their own language where the product has a translation into it, else as sent.
 */

const server = useChatServer({ PM_SEND_WINDOW_SECONDS: '3600' });

async function list(token: string, subjectIdx: number, lang: string) {
  const { body } = await server.app.call<Page<PmMessage>>('pm/message/list', { subjectIdx }, { token, lang });
  return body.data?.rows ?? [];
}

describe("goods cards in the reader's language", () => {
  it('shows the seller reading in German the German title, in French the one sent', async () => {
    const talk = await server.conversation();
    const { title: original } = await server.app.db
      .selectFrom('goods')
      .select('title')
      .where('idx', '=', talk.goodsIdx)
      .executeTakeFirstOrThrow();
    await server.app.db
      .insertInto('goods_translations')
      .values({ goods_idx: talk.goodsIdx, lang: 'de', title: 'Klassisches Hemd', description: '' })
      .execute();
    const socket = await server.open(talk.buyer.token);
    await ask(socket, 'pm', { subjectIdx: talk.subjectIdx, body: 'hello' });
    await ask(socket, 'pm', {
      subjectIdx: talk.subjectIdx,
      flag: MessageFlag.goods,
      body: JSON.stringify({ idx: talk.goodsIdx }),
    });

    const german = await list(talk.seller.token, talk.subjectIdx, 'de');
    expect(german.map((row) => row.body)).toEqual([
      'hello',
      expect.objectContaining({ idx: talk.goodsIdx, title: 'Klassisches Hemd' }),
    ]);
    const french = await list(talk.seller.token, talk.subjectIdx, 'fr');
    expect(french[1]?.body).toMatchObject({ idx: talk.goodsIdx, title: original });
    expect(original).not.toBe('Klassisches Hemd');
  });
});
