// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { useFavoriteMutation, useFollowMutation } from './detail-mutations.ts';
import { goodsDetailKey } from './goods-detail-api.ts';
import type { GoodsDetailView } from './goods-detail-types.ts';

const key = goodsDetailKey(9, 1);
const goods = {
  idx: 9,
  favorite: false,
  following: false,
  shop: { idx: 4, name: 'Shop', logo: '', rating: 4, followers: 10 },
} as GoodsDetailView;

let client: QueryClient;
let answer: (path: string) => unknown;
let release: () => void;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const cached = () => client.getQueryData<GoodsDetailView>(key)!;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(key, goods);
  useMessageStore.setState({ notice: null, loginPopup: false });
  // Each answer waits for release(), so the optimistic state can be seen before it.
  configureRequest({
    fetch: async (input) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(JSON.stringify(answer(String(input))));
    },
  });
});

describe('useFavoriteMutation', () => {
  it('turns the heart on at once and keeps it on when the server agrees', async () => {
    answer = () => ({ code: 0, data: { favorite: true } });
    const { result } = renderHook(() => useFavoriteMutation(9, key), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(cached().favorite).toBe(true));
    act(() => release());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached().favorite).toBe(true);
    expect(useMessageStore.getState().notice?.text).toBe('Added to your favorites');
  });

  it('rolls the heart back and says so when the server refuses', async () => {
    answer = () => ({ code: 5000, message: '' });
    const { result } = renderHook(() => useFavoriteMutation(9, key), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(cached().favorite).toBe(true));
    act(() => release());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached().favorite).toBe(false);
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'error', text: en.catalog.detail.favorite.failed });
  });

  it('asks to sign in again when the session has expired', async () => {
    answer = () => ({ code: 4012, message: '' });
    const { result } = renderHook(() => useFavoriteMutation(9, key), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(cached().favorite).toBe(true));
    act(() => release());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached().favorite).toBe(false);
    expect(useMessageStore.getState().loginPopup).toBe(true);
  });
});

describe('useFollowMutation', () => {
  it('counts the new follower at once, then takes the server count', async () => {
    answer = () => ({ code: 0, data: { follow: true, followers: 15 } });
    const { result } = renderHook(() => useFollowMutation(4, key), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(cached()).toMatchObject({ following: true, shop: { followers: 11 } }));
    act(() => release());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached()).toMatchObject({ following: true, shop: { followers: 15 } });
  });

  it('rolls back the button and the count on failure', async () => {
    answer = () => ({ code: 5000, message: 'Server fault' });
    const { result } = renderHook(() => useFollowMutation(4, key), { wrapper });
    act(() => result.current.mutate(true));
    await waitFor(() => expect(cached().following).toBe(true));
    act(() => release());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toMatchObject({ following: false, shop: { followers: 10 } });
    expect(useMessageStore.getState().notice?.text).toBe('Server fault');
  });
});
