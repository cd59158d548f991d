import { ORDER_STATUSES, type OrderStatus } from '@storefront/contract/constants';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { ordersSearch } from '../order-params.ts';

export interface StatusTabsProps {
  current: OrderStatus | null;
  /** Orders per status; undefined until the first answer. */
  counts: Record<OrderStatus, number> | undefined;
}

/**
 * The status tabs: "all" and the five statuses, each a link to its own URL (so a tab can be
 * reloaded, shared or opened in a new tab), the current one marked with aria-current.
 */
export function StatusTabs({ current, counts }: StatusTabsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const all = counts ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const tabs: { status: OrderStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: t('orders.tabs.all'), count: all },
    ...ORDER_STATUSES.map((status) => ({ status, label: t(`orders.status.${status}`), count: counts?.[status] })),
  ];
  return (
    <nav className="order-tabs" aria-label={t('orders.tabs.label')}>
      <ul className="order-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.status ?? 'all'}>
            <Link
              to={{ search: ordersSearch(params, { status: tab.status }) }}
              className="order-tabs__tab"
              aria-current={tab.status === current ? 'page' : undefined}
              data-status={tab.status ?? 'all'}
            >
              <span>{tab.label}</span>
              {tab.count !== undefined && tab.count > 0 && (
                <span className="order-tabs__count">
                  <span className="visually-hidden">(</span>
                  {tab.count}
                  <span className="visually-hidden">)</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
