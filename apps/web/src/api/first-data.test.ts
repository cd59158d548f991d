// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, seedFirstData } from './first-data.ts';

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(FIRST_DATA_ID)?.remove());

describe('seedFirstData', () => {
  it("starts the query cache from the server's inlined answers, under their keys, once", () => {
    const home = { categories: [], discounted: [], recommended: [], shops: [] };
    const detail = { idx: 7, title: '</script><b>x</b>' };
    // The server escapes `<` as \u003c inside the script; JSON.parse turns it back.
    inline(
      JSON.stringify([
        { key: ['catalog/home', {}], data: home },
        { key: ['goods/detail', { idx: 7 }, 0], data: detail },
      ]).replace(/</g, '\\u003c'),
    );
    const client = new QueryClient();
    expect(seedFirstData(client)).toBe(2);
    expect(client.getQueryData(['catalog/home', {}])).toEqual(home);
    expect(client.getQueryData(['goods/detail', { idx: 7 }, 0])).toEqual(detail);
    // Fresh for the default stale time: mounting the page does not fetch it again.
    expect(client.getQueryState(['catalog/home', {}])?.status).toBe('success');
    expect(document.getElementById(FIRST_DATA_ID)).toBeNull();
    expect(seedFirstData(new QueryClient())).toBe(0);
  });

  it('ignores a page without answers, a broken block and malformed entries', () => {
    const client = new QueryClient();
    expect(seedFirstData(client)).toBe(0);
    inline('{not json');
    expect(seedFirstData(client)).toBe(0);
    inline(JSON.stringify([{ key: 'catalog/home', data: {} }, { key: ['x'] }, null, { key: ['ok', {}], data: [1] }]));
    expect(seedFirstData(client)).toBe(1);
    expect(client.getQueryData(['ok', {}])).toEqual([1]);
  });
});
