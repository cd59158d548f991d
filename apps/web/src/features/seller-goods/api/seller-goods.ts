import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { Envelope } from '@storefront/contract/http';
import { postAnyPath } from '../../../api/request.ts';
import { CallError } from '../../../api/query.ts';
import type { GoodsStatus } from '../goods-form-rules.ts';
import type { SellerGoodsView } from '../goods-list-params.ts';
import type { SellerGoodsDetail, SellerGoodsRow } from './seller-goods-types.ts';

// Sketch until the contract lands.
async function call<T>(path: string, payload: Record<string, unknown>): Promise<Envelope<T> | null> {
  return (await postAnyPath(path, payload)) as Envelope<T> | null;
}
async function data<T>(path: string, payload: Record<string, unknown>): Promise<T> {
  const answer = await call<T>(path, payload);
  if (!answer) throw new CallError(-1, 'request failed', null);
  if (answer.code !== 0) throw new CallError(answer.code, String(answer.message ?? ''), answer);
  return answer.data as T;
}

export interface SellerGoodsPage {
  rows: SellerGoodsRow[];
  paging: { current: number; total: number; size: number };
  counts: Record<GoodsStatus | 'all', number>;
}

export const SELLER_GOODS_KEY = 'seller/goods/list';

export function sellerGoodsQuery(view: SellerGoodsView) {
  const payload = {
    kw: view.kw || undefined,
    status: view.status ?? undefined,
    categoryIdx: view.categoryIdx ?? undefined,
    sort: view.sort,
    order: view.order,
    page: view.page,
  };
  return queryOptions({
    queryKey: [SELLER_GOODS_KEY, payload] as const,
    queryFn: () => data<SellerGoodsPage>('seller/goods/list', payload),
  });
}

export { call as sellerCall };

export function useInvalidateGoods() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [SELLER_GOODS_KEY] });
}

/** A change's outcome: done, or the server's reason (already in the reader's language). */
export type CallOutcome = { ok: true } | { ok: false; message: string };
const outcomeOf = (answer: Envelope | null, fallback: string): CallOutcome =>
  answer?.code === 0 ? { ok: true } : { ok: false, message: String(answer?.message || fallback) };

/** Bulk publish / unpublish. */
export function useGoodsStatusMutation() {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: async (input: { idxs: number[]; status: GoodsStatus }) =>
      outcomeOf(await call('seller/goods/status', input), i18next.t('action.failed')),
    onSettled: invalidate,
  });
}

/** The stock edit in place: resolves to the refusal's message, or null once saved. */
export function useSaveStock() {
  const invalidate = useInvalidateGoods();
  return async (idx: number, stock: number): Promise<string | null> => {
    const outcome = outcomeOf(await call('seller/goods/stock', { idx, stock }), i18next.t('action.failed'));
    if (!outcome.ok) return outcome.message;
    void invalidate();
    return null;
  };
}

export function sellerGoodsDetailQuery(idx: number) {
  return queryOptions({
    queryKey: ['seller/goods/detail', { idx }] as const,
    queryFn: () => data<SellerGoodsDetail>('seller/goods/detail', { idx }),
  });
}

export type SaveAnswer = { ok: true; idx: number } | { ok: false; field: string | null; message: string };

/** Saves the product; a refusal names its field when the server named one. */
export async function saveGoods(payload: Record<string, unknown>): Promise<SaveAnswer> {
  const answer = await call<{ idx: number }>('seller/goods/save', payload);
  if (answer?.code === 0 && answer.data) return { ok: true, idx: answer.data.idx };
  const field = (answer?.data as { field?: unknown } | undefined)?.field;
  return {
    ok: false,
    field: typeof field === 'string' ? field : null,
    message: String(answer?.message || i18next.t('action.failed')),
  };
}

export async function deleteGoods(idx: number): Promise<CallOutcome> {
  return outcomeOf(await call('seller/goods/delete', { idx }), i18next.t('action.failed'));
}

/** The shop's own language (its goods' first titles are in it). */
export function useShopLang(): string {
  return 'en';
}
