import type { CurrentUser, OrderDetailView } from '@storefront/contract';
import { Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { itemsSubtotal, pieceCount, viewerSides } from '../order-rules.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section className="order-detail__section card" aria-labelledby={id}>
      <h2 id={id} className="order-detail__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything about one order: status and actions, lines, totals, address, tracking and history. */
export function OrderDetail({ order, viewer }: { order: OrderDetailView; viewer: CurrentUser }) {
  const { t } = useTranslation();
  const sides = viewerSides(order, viewer);
  const facts: [string, ReactNode][] = [
    [t('orders.detail.orderNo'), <span data-testid="order-no">{order.orderNo}</span>],
    [t('orders.detail.placed'), formatDateTime(order.createAt)],
    [t('orders.detail.paid'), formatDateTime(order.paidAt)],
    [t('orders.detail.shipped'), formatDateTime(order.shippedAt)],
    [t('orders.detail.completed'), formatDateTime(order.completedAt)],
    [t('orders.detail.carrier'), <span data-testid="order-carrier">{order.carrier ?? '-'}</span>],
    [t('orders.detail.tracking'), <span data-testid="order-tracking">{order.trackingNo ?? '-'}</span>],
  ];
  if (order.cancelledAt) facts.push([t('orders.detail.cancelled'), formatDateTime(order.cancelledAt)]);
  if (order.cancelReason) {
    facts.push([t('orders.detail.cancelReason'), <span data-testid="order-cancel-reason">{order.cancelReason}</span>]);
  }
  const subtotal = itemsSubtotal(order.items);

  return (
    <div className="order-detail">
      <section className="order-detail__status card" aria-labelledby="order-status-heading">
        <div className="order-detail__status-line">
          <h2 id="order-status-heading" className="order-detail__heading">
            {t('orders.detail.status')}
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <p className="order-detail__muted">{t(`orders.statusText.${order.status}`)}</p>
        {order.payBy && (
          <p className="order-detail__deadline" data-testid="pay-by">
            {t('orders.payBy', { time: formatDateTime(order.payBy) })}
          </p>
        )}
        <OrderActions order={order} sides={sides} />
      </section>

      <div className="order-detail__grid">
        <Section id="order-items-heading" title={t('orders.detail.items')}>
          <p className="order-detail__party">
            <Link to={`/shop/${order.shop.idx}`} className="order-card__shop">
              <Store size={16} aria-hidden="true" />
              {order.shop.name}
            </Link>
            {order.buyer && sides.includes('seller') && (
              <span className="order-card__shop">
                <User size={16} aria-hidden="true" />
                {t('orders.card.buyer', { name: order.buyer.name })}
              </span>
            )}
          </p>
          <OrderItems items={order.items} showReviewed={order.status === 'completed'} />
          <dl className="order-totals">
            <div>
              <dt>{t('orders.detail.subtotal', { count: pieceCount(order.items) })}</dt>
              <dd>{formatMoney(subtotal)}</dd>
            </div>
            <div data-testid="order-delivery">
              <dt>{t('orders.detail.delivery')}</dt>
              <dd>
                {order.deliveryFee === 0 ? t('orders.detail.deliveryFree') : formatMoney(order.deliveryFee)}
                {order.deliveryDays && (
                  <small className="order-totals__days">
                    {' · '}
                    {t('orders.detail.deliveryDays', { min: order.deliveryDays.min, max: order.deliveryDays.max })}
                  </small>
                )}
              </dd>
            </div>
            <div className="order-totals__total">
              <dt>{t('orders.detail.total')}</dt>
              <dd className="price" data-testid="order-total">
                {formatMoney(order.total)}
              </dd>
            </div>
          </dl>
        </Section>

        <div className="order-detail__side">
          <Section id="order-info-heading" title={t('orders.detail.info')}>
            <dl className="order-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Section>
          {/* A seller is not given the buyer's address on an unpaid or cancelled order. */}
          {order.address && (
            <Section id="order-address-heading" title={t('orders.detail.address')}>
              <OrderAddress address={order.address} />
            </Section>
          )}
          <Section id="order-timeline-heading" title={t('orders.detail.timeline')}>
            <OrderTimeline order={order} />
          </Section>
        </div>
      </div>
    </div>
  );
}
