// @vitest-environment happy-dom
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, readFirstData } from './first-data.ts';

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(FIRST_DATA_ID)?.remove());

describe('readFirstData', () => {
  it("gives the server render's language and query cache, with `<` escaped in titles, once", () => {
    const server = new QueryClient();
    const detail = { idx: 7, title: '</script><b>x</b>\u2028' };
    server.setQueryData(['goods/detail', { idx: 7 }, 0], detail);
    // As apps/server/src/modules/seo/first-screen.ts writes it.
    inline(
      JSON.stringify({ lang: 'de', state: dehydrate(server) })
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028'),
    );
    const first = readFirstData();
    expect(first?.lang).toBe('de');
    const client = new QueryClient();
    hydrate(client, first!.state);
    expect(client.getQueryData(['goods/detail', { idx: 7 }, 0])).toEqual(detail);
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
    expect(readFirstData()).toBeNull();
  });

  it('gives null for a malformed block or an unknown language, so the page renders afresh', () => {
    inline('{"lang": "de", "state": ');
    expect(readFirstData()).toBeNull();
    inline(JSON.stringify({ lang: 'xx', state: { queries: [], mutations: [] } }));
    expect(readFirstData()).toBeNull();
    inline(JSON.stringify({ lang: 'fr', state: { queries: 'no' } }));
    expect(readFirstData()).toBeNull();
  });
});
