import type { OrderView } from '@storefront/contract';
import { ChevronRight, Store, User } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { pieceCount, type OrderSide } from '../order-rules.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderItems } from './order-items.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * One order in a list: the shop (or, for the seller, the buyer), the order number, its status,
 * its lines, total and date, and the actions its status allows.
 */
export function OrderCard({ order, side }: { order: OrderView; side: OrderSide }) {
  const { t } = useTranslation();
  const detail = `/mine/order/detail?idx=${order.idx}`;
  const headingId = `order-${order.idx}-heading`;
  return (
    <article className="order-card card" aria-labelledby={headingId} data-order-no={order.orderNo}>
      <header className="order-card__head">
        <div className="order-card__party">
          {side === 'seller' ? (
            <span className="order-card__shop">
              <User size={16} aria-hidden="true" />
              <span>{t('orders.card.buyer', { name: order.buyer?.name ?? '-' })}</span>
            </span>
          ) : (
            <Link to={`/shop/${order.shop.idx}`} className="order-card__shop">
              <Store size={16} aria-hidden="true" />
              <span>{order.shop.name}</span>
            </Link>
          )}
          <h2 id={headingId} className="order-card__no">
            <Link to={detail}>
              {t('orders.card.orderNo', { orderNo: order.orderNo })}
              <ChevronRight size={14} aria-hidden="true" />
            </Link>
          </h2>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <OrderItems items={order.items} />
      <footer className="order-card__foot">
        <div className="order-card__summary">
          <span className="order-card__date">
            <span className="visually-hidden">{t('orders.card.placed')} </span>
            <time dateTime={order.createAt}>{formatDateTime(order.createAt)}</time>
          </span>
          <span className="order-card__total">
            {t('orders.card.total', { count: pieceCount(order.items) })}{' '}
            <strong className="price" data-testid="order-total">
              {formatMoney(order.total)}
            </strong>
            {order.deliveryFee > 0 && (
              <small className="order-card__delivery" data-testid="order-card-delivery">
                {' '}
                {t('orders.card.withDelivery', { fee: formatMoney(order.deliveryFee) })}
              </small>
            )}
          </span>
          {order.payBy && (
            <span className="order-card__deadline" data-testid="pay-by">
              {t('orders.payBy', { time: formatDateTime(order.payBy) })}
            </span>
          )}
          {side === 'seller' && order.trackingNo && (
            <span className="order-card__tracking">{t('orders.card.tracking', { trackingNo: order.trackingNo })}</span>
          )}
        </div>
        <OrderActions order={order} sides={[side]} />
      </footer>
    </article>
  );
}
