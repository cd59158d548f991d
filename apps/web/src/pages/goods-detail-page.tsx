import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../api/session-store.ts';
import { DetailError, DetailNotFound, DetailSkeleton } from '../features/catalog/detail/detail-states.tsx';
import { goodsDetailQuery, isNotFound } from '../features/catalog/detail/goods-detail-api.ts';
import { GoodsDetail } from '../features/catalog/detail/goods-detail.tsx';
import { parseGoodsIdx } from '../features/catalog/detail/goods-idx.ts';
import { chatWithSeller } from '../features/pm/public.ts';

function GoodsDetailLoader({ idx }: { idx: number }) {
  const userIdx = useCurrentUser()?.idx ?? null;
  const options = goodsDetailQuery(idx, userIdx);
  // Signing in changes the key; the product stays on screen while its favorite state reloads.
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError)
    return isNotFound(query.error) ? <DetailNotFound /> : <DetailError onRetry={() => void query.refetch()} />;
  return (
    <GoodsDetail
      goods={query.data}
      detailKey={options.queryKey}
      chatWithSeller={(shopIdx, goods) => void chatWithSeller(shopIdx, goods)}
    />
  );
}

/** /goods/detail?idx= (spec 2.1): one product. */
export default function GoodsDetailPage() {
  const [params] = useSearchParams();
  const idx = parseGoodsIdx(params.get('idx'));
  if (idx === null) return <DetailNotFound />;
  // Keyed by idx: another product starts with a fresh sku choice and quantity.
  return <GoodsDetailLoader key={idx} idx={idx} />;
}
