import type { CurrentUser } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { RoutePath } from '@storefront/contract/routes';
import { PageFrame } from '../../../components/page-frame.tsx';
import { orderListQuery } from '../api/order-queries.ts';
import { readOrdersParams } from '../order-params.ts';
import { OrderCard } from './order-card.tsx';
import { OrderListSkeleton, OrderLoadError, OrdersEmpty } from './order-states.tsx';
import { OrdersPager } from './orders-pager.tsx';
import { StatusTabs } from './status-tabs.tsx';

/** A seller is a user with the seller role and a shop (the user object carries its shopIdx). */
export const canSell = (user: Pick<CurrentUser, 'role' | 'shopIdx'>) => user.role === 'seller' && !!user.shopIdx;

/**
 * /mine/orders: status tabs with counts and the order cards of the chosen tab and page; the whole
 * state lives in the URL. A shop's owner finds their shop's orders in the seller centre
 * (/seller/orders, issue 20), linked from here.
 */
export function OrdersBoard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const seller = canSell(user);
  const { view, status, page } = readOrdersParams(params, false);
  const list = useQuery(orderListQuery(user.idx, view, status, page));
  const data = list.data;

  let body;
  if (list.isPending) body = <OrderListSkeleton />;
  else if (list.isError && !data) body = <OrderLoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (!data || data.rows.length === 0) body = <OrdersEmpty seller={view === 'seller'} />;
  else
    body = (
      <>
        <div
          className={`order-list ${list.isPlaceholderData ? 'order-list--stale' : ''}`}
          aria-busy={list.isPlaceholderData}
          data-testid="order-list"
        >
          {data.rows.map((order) => (
            <OrderCard key={order.idx} order={order} side={view} />
          ))}
        </div>
        <OrdersPager paging={data.paging} />
      </>
    );

  return (
    <PageFrame title={t(view === 'seller' ? 'orders.title.seller' : 'orders.title.buyer')}>
      {seller && (
        <nav className="order-view-switch" aria-label={t('orders.view.label')}>
          <Link to={RoutePath.sellerOrders} className="order-view-switch__option">
            <Store size={16} aria-hidden="true" />
            {t('orders.view.seller')}
          </Link>
        </nav>
      )}
      <StatusTabs current={status} counts={data?.counts} />
      {body}
    </PageFrame>
  );
}
