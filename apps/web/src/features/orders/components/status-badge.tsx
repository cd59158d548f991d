import type { OrderStatus } from '@storefront/contract/constants';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** The order's status as a coloured pill (colour is never the only signal: the word is there). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`order-status order-status--${status}`} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </span>
  );
}
