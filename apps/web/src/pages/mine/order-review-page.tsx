import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { orderDetailQuery } from '../../features/orders/api/order-queries.ts';
import {
  isMissingOrder,
  OrderLoadError,
  OrderListSkeleton,
  OrderNotFound,
} from '../../features/orders/components/order-states.tsx';
import { ReviewForm } from '../../features/orders/components/review-form.tsx';
import { readOrderIdx } from '../../features/orders/order-params.ts';
import { unreviewedItems } from '../../features/orders/order-rules.ts';
import '../../features/orders/orders.css';
import '../../features/orders/order-review.css';

/** /mine/order/review?idx=: rate, describe and photograph the items of a completed order. */
export default function OrderReviewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const idx = readOrderIdx(params.get('idx'));
  const detail = useQuery({ ...orderDetailQuery(user?.idx ?? 0, idx ?? 0), enabled: user !== null && idx !== null });
  if (!user) return null;

  // Without an order there is none to go back to: the way out is My orders.
  const missing = idx === null || isMissingOrder(detail.error);
  const toOrder = `/mine/order/detail?idx=${idx}`;
  const back = missing ? (
    <Link to="/mine/orders" className="order-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('orders.detail.back')}
    </Link>
  ) : (
    <Link to={toOrder} className="order-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('orders.review.back')}
    </Link>
  );
  const backButton = (
    <Link to={toOrder} className="button button--primary">
      {t('orders.review.back')}
    </Link>
  );
  let body;
  if (missing) body = <OrderNotFound />;
  else if (detail.isPending) body = <OrderListSkeleton count={1} />;
  else if (detail.isError) body = <OrderLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (detail.data.status !== 'completed')
    body = <EmptyState icon={Clock} title={t('orders.review.notYet')} action={backButton} />;
  else if (unreviewedItems(detail.data.items).length === 0)
    body = <EmptyState icon={CircleCheck} title={t('orders.review.done')} action={backButton} />;
  else body = <ReviewForm order={detail.data} />;

  return (
    <PageFrame title={t('orders.review.title')} actions={back}>
      {body}
    </PageFrame>
  );
}
