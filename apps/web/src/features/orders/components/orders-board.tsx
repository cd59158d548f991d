import type { CurrentUser } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { orderListQuery } from '../api/order-queries.ts';
import { readOrdersParams } from '../order-params.ts';
import { OrderCard } from './order-card.tsx';
import { OrderListSkeleton, OrderLoadError, OrdersEmpty } from './order-states.tsx';
import { OrdersPager } from './orders-pager.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { ViewSwitch } from './view-switch.tsx';

/** A seller is a user with the seller role and a shop (the user object carries its shopIdx). */
export const canSell = (user: Pick<CurrentUser, 'role' | 'shopIdx'>) => user.role === 'seller' && !!user.shopIdx;

/**
 * /mine/orders: status tabs with counts, the order cards of the chosen tab and page, and for a
 * seller a switch to their shop's orders. The whole state lives in the URL.
 */
export function OrdersBoard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const seller = canSell(user);
  const { view, status, page } = readOrdersParams(params, seller);
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
      {seller && <ViewSwitch current={view} />}
      <StatusTabs current={status} counts={data?.counts} />
      {body}
    </PageFrame>
  );
}
