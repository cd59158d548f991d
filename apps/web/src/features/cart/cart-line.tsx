import type { UnavailableReason } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../../components/image.tsx';
import { formatMoney } from '../../lib/format.ts';
import type { CartItem } from './cart-rules.ts';
import { CartQuantity } from './cart-quantity.tsx';
import { useCartStore } from './cart-store.ts';

/** "Colour: Navy · Size: L": each dimension with the value chosen in it. */
export function dimensionLabels(item: Pick<CartItem, 'dimensions' | 'selectedValues'>): string {
  return item.dimensions
    .map((name, position) => {
      const label = item.selectedValues[position]?.label;
      return label ? `${name}: ${label}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

export interface CartLineProps {
  item: CartItem;
  /** The server says it can no longer be bought (gone, off sale, or its shop closed). */
  unavailable?: boolean;
  /** Why, when the server said (a closed or holidaying shop, or no delivery to the address). */
  reason?: UnavailableReason | null;
  /** Removes the line (the drawer then moves the focus to a neighbour). */
  onRemove(index: number): void;
  /** Following the product link leaves the drawer. */
  onLeave(): void;
}

/** One line of the drawer: select, cover, title, chosen values, price, quantity and remove. */
export function CartLine({ item, unavailable = false, reason = null, onRemove, onLeave }: CartLineProps) {
  const { t } = useTranslation();
  const toggle = useCartStore((state) => state.toggle);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const labels = dimensionLabels(item);
  const struck = item.price < item.sku.price;

  return (
    <li className="cart-line" data-testid="cart-line">
      <input
        type="checkbox"
        className="cart-line__check"
        checked={item.selected}
        onChange={() => toggle(item.index)}
        aria-label={t('cart.drawer.select', { title: item.title })}
      />
      <Image src={item.urlCover} alt="" width={72} height={72} sizes="72px" className="cart-line__cover" />
      <div className="cart-line__info">
        <Link to={`${RoutePath.goodsDetail}?idx=${item.idx}`} className="cart-line__title" onClick={onLeave}>
          {item.title}
        </Link>
        {labels && <p className="cart-line__dims">{labels}</p>}
        {unavailable && (
          <p className="field__error" data-testid="cart-line-unavailable">
            {reason === 'shopClosed' || reason === 'shopHoliday' || reason === 'noDelivery'
              ? t(`cart.unavailableReason.${reason}`)
              : t('cart.drawer.unavailable')}
          </p>
        )}
        <div className="cart-line__bottom">
          <p className="cart-line__price">
            <span className="price">{formatMoney(item.price)}</span>
            {struck && <s className="cart-line__was">{formatMoney(item.sku.price)}</s>}
          </p>
          <CartQuantity
            title={item.title}
            value={item.quantity}
            stock={item.sku.stock}
            onChange={(quantity) => setQuantity(item.index, quantity)}
          />
        </div>
      </div>
      <button
        type="button"
        className="cart-line__remove"
        onClick={() => onRemove(item.index)}
        aria-label={t('cart.drawer.remove', { title: item.title })}
        data-remove-index={item.index}
      >
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
