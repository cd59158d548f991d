import type { OrderDetailView, OrderEventView } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Oldest first; the stable sort keeps the server's order for events of the same time. */
const chronological = (events: readonly OrderEventView[]) =>
  [...events].sort((a, b) => new Date(a.createAt).getTime() - new Date(b.createAt).getTime());

/**
 * The order's history: each status change with its time, the latest one marked. The server's
 * event notes are stored in one language, so the timeline says the same in the reader's own:
 * the status, plus the tracking number of a shipment, the refund of a paid order's cancel and
 * the expiry of an unpaid one.
 */
export function OrderTimeline({ order }: { order: Pick<OrderDetailView, 'events' | 'trackingNo' | 'paidAt'> }) {
  const { t } = useTranslation();
  const rows = chronological(order.events);
  if (rows.length === 0) return <p className="order-detail__muted">{t('orders.detail.noEvents')}</p>;
  const detail = (event: OrderEventView) => {
    if (event.status === 'shipped' && order.trackingNo) {
      return t('orders.card.tracking', { trackingNo: order.trackingNo });
    }
    if (event.status === 'cancelled' && order.paidAt) return t('orders.event.refunded');
    if (event.status === 'cancelled' && event.automatic) return t('orders.event.expired');
    return '';
  };
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {rows.map((event, i) => (
        <li
          key={`${event.status}-${event.createAt}-${i}`}
          className={`order-timeline__event ${i === rows.length - 1 ? 'order-timeline__event--latest' : ''}`}
        >
          <span className="order-timeline__dot" aria-hidden="true" />
          <span className="order-timeline__label">{t(`orders.event.${event.status}`)}</span>
          <time className="order-timeline__time" dateTime={event.createAt}>
            {formatDateTime(event.createAt)}
          </time>
          {detail(event) && <span className="order-timeline__note">{detail(event)}</span>}
        </li>
      ))}
    </ol>
  );
}
