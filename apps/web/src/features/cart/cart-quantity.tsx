import { CART_QUANTITY_MIN } from '@storefront/contract/constants';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { QuantityControl } from '../../components/quantity-control.tsx';
import { clampQuantity } from './cart-rules.ts';

export interface CartQuantityProps {
  title: string;
  value: number;
  /** The sku's stock when known: the most the stepper goes up to. */
  stock?: number;
  onChange(quantity: number): void;
}

/** A cart line's − / number / + (minimum 1, at most the stock when known). */
export function CartQuantity({ title, value, stock, onChange }: CartQuantityProps) {
  const { t } = useTranslation();
  return (
    <QuantityControl
      className="cart-quantity"
      block="cart-quantity"
      value={value}
      min={CART_QUANTITY_MIN}
      max={stock === undefined ? undefined : clampQuantity(stock)}
      onChange={onChange}
      iconSize={14}
      decreaseLabel={t('cart.drawer.decrease', { title })}
      increaseLabel={t('cart.drawer.increase', { title })}
      inputLabel={t('cart.drawer.quantity', { title })}
    />
  );
}
