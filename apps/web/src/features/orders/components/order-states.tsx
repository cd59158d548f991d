import { Code } from '@storefront/contract/codes';
import { ClipboardList, Lock, PackageSearch, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { CallError } from '../../../api/query.ts';
import { EmptyState } from '../../../components/empty-state.tsx';

/** True when the server says the order does not exist for this viewer (4004, or 4003 for a foreign one). */
export const isMissingOrder = (error: unknown) =>
  error instanceof CallError && (error.code === Code.notFound || error.code === Code.forbidden);

/** The shape of a list of order cards while it loads, so nothing jumps when they arrive. */
export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="order-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="order-card card order-skeleton" aria-hidden="true">
          <div className="order-skeleton__line order-skeleton__line--head" />
          <div className="order-skeleton__row">
            <div className="order-skeleton__cover" />
            <div className="order-skeleton__lines">
              <div className="order-skeleton__line" />
              <div className="order-skeleton__line order-skeleton__line--short" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed read: what happened and a retry. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof CallError && error.code === Code.forbidden) {
    return <EmptyState icon={Lock} title={t('orders.error.forbidden')} />;
  }
  return (
    <div role="alert">
      <EmptyState
        icon={TriangleAlert}
        title={t('orders.error.title')}
        text={t('orders.error.text')}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            <RotateCw size={16} aria-hidden="true" />
            {t('common.retry')}
          </button>
        }
      />
    </div>
  );
}

/** No orders in this tab: one line and, for a buyer, the way to the products. */
export function OrdersEmpty({ seller }: { seller: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ClipboardList}
      title={t(seller ? 'orders.empty.seller' : 'orders.empty.buyer')}
      action={
        seller ? undefined : (
          <Link to="/goods" className="button button--primary">
            {t('orders.empty.browse')}
          </Link>
        )
      }
    />
  );
}

/** An order idx that is malformed, unknown or someone else's. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <div data-testid="order-not-found">
      <EmptyState
        icon={PackageSearch}
        title={t('orders.notFound.title')}
        text={t('orders.notFound.text')}
        action={
          <Link to="/mine/orders" className="button button--primary">
            {t('orders.notFound.back')}
          </Link>
        }
      />
    </div>
  );
}
