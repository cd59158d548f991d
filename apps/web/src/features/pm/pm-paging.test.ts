// @vitest-environment happy-dom
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { configureRequest } from '../../api/request.ts';
import { subjectOf } from './pm-data.test-helpers.tsx';
import { subjectsQuery } from './pm-data.ts';

/*
 * What the conversation list asks the server (spec 7.3 pm/subject/list: "page and total"): every
 * page carries both, a later page the total the page before it reported.
 */

const fetchMock = vi.fn<typeof fetch>();
const bodies = () =>
  fetchMock.mock.calls.map(([, init]) => {
    const { page, total } = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return { page, total };
  });

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  // 23 conversations: pages of 10, 10 and 3.
  fetchMock.mockImplementation(async (_url, init) => {
    const { page } = JSON.parse(String(init?.body)) as { page: number };
    const count = page < 3 ? 10 : 3;
    const rows = Array.from({ length: count }, (_, i) => subjectOf(page * 100 + i));
    return new Response(JSON.stringify({ code: 0, data: { rows, paging: { current: page, total: 23, size: 10 } } }));
  });
  configureRequest({ fetch: fetchMock });
});

describe('pm/subject/list paging (spec 7.3)', () => {
  it('sends page and total: 0 on the first page, then the total the page before reported', async () => {
    const observer = new InfiniteQueryObserver(queryClient, subjectsQuery);
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    stop();
    expect(bodies()).toEqual([
      { page: 1, total: 0 },
      { page: 2, total: 23 },
      { page: 3, total: 23 },
    ]);
  });
});
