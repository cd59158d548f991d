import { ShoppingBag, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ordersSearch, type OrdersView } from '../order-params.ts';

/** A seller's switch between their own purchases and the orders of their shop. */
export function ViewSwitch({ current }: { current: OrdersView }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const options = [
    { view: 'buyer' as const, label: t('orders.view.buyer'), Icon: ShoppingBag },
    { view: 'seller' as const, label: t('orders.view.seller'), Icon: Store },
  ];
  return (
    <nav className="order-view-switch" aria-label={t('orders.view.label')}>
      {options.map(({ view, label, Icon }) => (
        <Link
          key={view}
          to={{ search: ordersSearch(params, { view, status: null }) }}
          className="order-view-switch__option"
          aria-current={view === current ? 'page' : undefined}
        >
          <Icon size={16} aria-hidden="true" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
