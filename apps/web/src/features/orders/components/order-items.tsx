import type { OrderItemView } from '@storefront/contract';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../../../components/image.tsx';
import { formatMoney } from '../../../lib/format.ts';

export interface OrderItemsProps {
  items: readonly OrderItemView[];
  /** Marks reviewed items (on a completed order's detail). */
  showReviewed?: boolean;
}

/** An order's lines: cover, title (to the product), chosen dimensions, price x quantity. */
export function OrderItems({ items, showReviewed = false }: OrderItemsProps) {
  const { t } = useTranslation();
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item.idx} className="order-item">
          <Image src={item.urlCover} alt="" width={64} height={64} className="order-item__cover" />
          <div className="order-item__main">
            <Link to={`/goods/detail?idx=${item.goodsIdx}`} className="order-item__title">
              {item.title}
            </Link>
            {item.dimensionLabel && <span className="order-item__dimension">{item.dimensionLabel}</span>}
            {showReviewed && item.reviewed && (
              <span className="order-item__reviewed">
                <CircleCheck size={14} aria-hidden="true" />
                {t('orders.item.reviewed')}
              </span>
            )}
          </div>
          <div className="order-item__price">
            <span className="price">{formatMoney(item.price)}</span>
            <span className="order-item__quantity">{t('orders.item.quantity', { n: item.quantity })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
