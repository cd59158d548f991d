import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { orderDetailQuery } from '../../features/orders/api/order-queries.ts';
import { OrderDetail } from '../../features/orders/components/order-detail.tsx';
import {
  isMissingOrder,
  OrderLoadError,
  OrderListSkeleton,
  OrderNotFound,
} from '../../features/orders/components/order-states.tsx';
import { readOrderIdx } from '../../features/orders/order-params.ts';
import { viewerSides } from '../../features/orders/order-rules.ts';
import '../../features/orders/orders.css';
import '../../features/orders/order-detail.css';

/** /mine/order/detail?idx=: one order for its buyer or its shop's seller. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const idx = readOrderIdx(params.get('idx'));
  const detail = useQuery({ ...orderDetailQuery(user?.idx ?? 0, idx ?? 0), enabled: user !== null && idx !== null });
  if (!user) return null;

  // A shop's order leads back to the shop's orders, a purchase to the purchases.
  const sellerOnly = detail.data ? viewerSides(detail.data, user).join() === 'seller' : false;
  const back = (
    <Link to={sellerOnly ? '/mine/orders?view=seller' : '/mine/orders'} className="order-back">
      <ArrowLeft size={16} aria-hidden="true" />
      {t('orders.detail.back')}
    </Link>
  );
  let body;
  if (idx === null || isMissingOrder(detail.error)) body = <OrderNotFound />;
  else if (detail.isPending) body = <OrderListSkeleton count={1} />;
  else if (detail.isError) body = <OrderLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <OrderDetail order={detail.data} viewer={user} />;

  return (
    <PageFrame title={t('orders.detail.title')} actions={back}>
      {body}
    </PageFrame>
  );
}
