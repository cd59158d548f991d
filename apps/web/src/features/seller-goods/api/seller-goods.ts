import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayloadOf } from '@storefront/contract/api';
import { Code } from '@storefront/contract/codes';
import type { Envelope } from '@storefront/contract/http';
import { texts } from '../../../lib/i18n/texts.ts';
import { apiQuery } from '../../../api/query.ts';
import { request } from '../../../api/request.ts';
import type { GoodsStatus } from '../goods-form-rules.ts';
import type { SellerGoodsView } from '../goods-list-params.ts';

export const SELLER_GOODS_KEY = 'seller/goods/list';
export const SELLER_GOODS_DETAIL_KEY = 'seller/goods/detail';

/** A page of the shop's goods as the view asks for it. */
export function sellerGoodsQuery(view: SellerGoodsView) {
  return apiQuery(SELLER_GOODS_KEY, {
    ...(view.kw ? { kw: view.kw } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.categoryIdx ? { categoryIdx: view.categoryIdx } : {}),
    sort: view.sort,
    dir: view.order,
    page: view.page,
  });
}

export const sellerGoodsDetailQuery = (idx: number) =>
  queryOptions({ ...apiQuery(SELLER_GOODS_DETAIL_KEY, { idx }), staleTime: 0 });

/** A change's outcome: done, or the server's reason (already in the reader's language). */
export type CallOutcome = { ok: true } | { ok: false; message: string };
const outcomeOf = (answer: Envelope | null): CallOutcome =>
  answer?.code === Code.ok ? { ok: true } : { ok: false, message: String(answer?.message || texts.t('action.failed')) };

function useInvalidateGoods() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [SELLER_GOODS_KEY] });
}

/** Bulk publish / unpublish: all or nothing. */
export function useGoodsStatusMutation() {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: async (input: { idxs: number[]; status: Exclude<GoodsStatus, 'draft'> }) =>
      outcomeOf(await request('seller/goods/status', input)),
    onSettled: invalidate,
  });
}

/** The stock edit in place (one SKU): resolves to the refusal's message, or null once saved. */
export function useSaveStock() {
  const invalidate = useInvalidateGoods();
  return async (skuIdx: number, stock: number): Promise<string | null> => {
    const outcome = outcomeOf(await request('seller/goods/stock', { skuIdx, stock }));
    if (!outcome.ok) return outcome.message;
    void invalidate();
    return null;
  };
}

export type SaveAnswer = { ok: true; idx: number } | { ok: false; field: string | null; message: string };

/** Saves the product; a refusal names its field when the server named one. */
export async function saveGoods(payload: PayloadOf<'seller/goods/save'>): Promise<SaveAnswer> {
  const answer = await request('seller/goods/save', payload);
  if (answer?.code === Code.ok && answer.data) return { ok: true, idx: answer.data.idx };
  const field = (answer?.data as { field?: unknown } | undefined)?.field;
  return {
    ok: false,
    field: typeof field === 'string' ? field : null,
    message: String(answer?.message || texts.t('action.failed')),
  };
}

/** Deletes a product; the server refuses one that orders name (its message says so). */
export async function deleteGoods(idx: number): Promise<CallOutcome> {
  return outcomeOf(await request('seller/goods/delete', { idx }));
}
