import { SELLER_GOODS_SORTS, type SellerGoodsSort } from '@storefront/contract';
import { parsePage } from '../../components/listing/list-params.ts';
import { GOODS_STATUSES, type GoodsStatus } from './goods-form-rules.ts';

export type { SellerGoodsSort };
export type SortOrder = 'asc' | 'desc';

/** The list's view as the URL holds it, so a link (or a reload) shows the same goods. */
export interface SellerGoodsView {
  kw: string;
  status: GoodsStatus | null;
  categoryIdx: number | null;
  sort: SellerGoodsSort;
  order: SortOrder;
  page: number;
}

/** Reads the view from the address; anything unknown falls back to the default. */
export function readGoodsView(params: URLSearchParams): SellerGoodsView {
  const status = GOODS_STATUSES.find((s) => s === params.get('status')) ?? null;
  const category = Number(params.get('category'));
  const sort = SELLER_GOODS_SORTS.find((s) => s === params.get('sort')) ?? 'updated';
  return {
    kw: (params.get('kw') ?? '').trim().slice(0, 100),
    status,
    categoryIdx: Number.isInteger(category) && category > 0 ? category : null,
    sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: parsePage(params.get('page')),
  };
}

/** The order a column sorts in when clicked: its other direction if it is the sort, else its natural one. */
export function nextOrder(view: SellerGoodsView, sort: SellerGoodsSort): SortOrder {
  if (view.sort === sort) return view.order === 'asc' ? 'desc' : 'asc';
  return sort === 'title' ? 'asc' : 'desc';
}
