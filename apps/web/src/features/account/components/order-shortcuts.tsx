import type { OrderStatus } from '@storefront/contract';
import { ORDER_STATUSES } from '@storefront/contract/constants';
import { RoutePath } from '@storefront/contract/routes';
import { ChevronRight, CircleCheck, CircleX, CreditCard, Package, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';

const ICONS: Record<OrderStatus, LucideIcon> = {
  pending: CreditCard,
  paid: Package,
  shipped: Truck,
  completed: CircleCheck,
  cancelled: CircleX,
};

/** One link per order status with its count, into the orders list filtered by that status. */
export function OrderShortcuts({ counts }: { counts: Record<OrderStatus, number> }) {
  const { t } = useTranslation();
  return (
    <section className="card account-card account-orders" aria-labelledby="account-orders-title">
      <div className="account-card__head">
        <h2 id="account-orders-title" className="account-card__title">
          {t('account.home.orders.title')}
        </h2>
        <Link to={RoutePath.orders} className="account-card__more">
          {t('account.home.orders.all')}
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </div>
      <ul className="account-orders__list">
        {ORDER_STATUSES.map((status) => {
          const Icon = ICONS[status];
          const count = counts[status] ?? 0;
          return (
            <li key={status}>
              <Link to={`${RoutePath.orders}?status=${status}`} className="account-orders__link" data-status={status}>
                <span className="account-orders__icon">
                  <Icon size={24} aria-hidden="true" />
                  {count > 0 && (
                    <span className="account-orders__badge" aria-hidden="true">
                      {count > 99 ? '99+' : count}
                    </span>
                  )}
                </span>
                <span className="account-orders__label">{t(`account.home.orders.status.${status}`)}</span>
                <span className="visually-hidden">{t('account.home.orders.count', { count })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
