import type { CartItem } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../../../components/image.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { dimensionLabel, type ShopGroup } from '../checkout-lines.ts';

export interface CheckoutLinesProps {
  groups: readonly ShopGroup[];
  count: number;
  shopName(shopIdx: number): string | undefined;
  resolving: boolean;
  /** The way back to the cart, shown in the section's header. */
  editCart: ReactNode;
}

/** The selected cart lines, one block per shop with its subtotal. */
export function CheckoutLines({ groups, count, shopName, resolving, editCart }: CheckoutLinesProps) {
  const { t } = useTranslation();
  return (
    <section className="card checkout-section" aria-labelledby="checkout-items-title">
      <header className="checkout-section__head">
        <h2 id="checkout-items-title" className="checkout-section__title">
          {t('checkout.lines.title', { count })}
        </h2>
        {editCart}
      </header>
      {groups.map((group) => {
        const name =
          group.shopIdx === null
            ? t('checkout.lines.otherShop')
            : (shopName(group.shopIdx) ?? (resolving ? t('common.loading') : t('checkout.lines.unknownShop')));
        const headingId = `checkout-shop-${group.key}`;
        return (
          <section key={group.key} className="checkout-shop" aria-labelledby={headingId} data-testid="checkout-shop">
            <h3 id={headingId} className="checkout-shop__name">
              <Store size={16} aria-hidden="true" />
              {group.shopIdx === null ? name : <Link to={`/shop/${group.shopIdx}`}>{name}</Link>}
            </h3>
            <ul className="checkout-shop__lines">
              {group.lines.map((line) => (
                <CheckoutLine key={`${line.idx}:${line.sku.idx}`} line={line} />
              ))}
            </ul>
            <p className="checkout-shop__subtotal">
              <span>{t('checkout.lines.subtotal', { count: group.count })}</span>
              <span className="price" data-testid="shop-subtotal">
                {formatMoney(group.subtotal)}
              </span>
            </p>
          </section>
        );
      })}
    </section>
  );
}

function CheckoutLine({ line }: { line: CartItem }) {
  const { t } = useTranslation();
  const options = dimensionLabel(line);
  const discounted = line.sku.discountPrice != null && line.sku.discountPrice < line.sku.price;
  return (
    <li className="checkout-line" data-testid="checkout-line">
      <Image src={line.urlCover} alt="" width={72} height={72} className="checkout-line__cover" />
      <div className="checkout-line__main">
        <Link to={`${RoutePath.goodsDetail}?idx=${line.idx}`} className="checkout-line__title">
          {line.title}
        </Link>
        {options && <p className="checkout-line__options">{options}</p>}
      </div>
      <div className="checkout-line__money">
        <span className="price">{formatMoney(line.price)}</span>
        {discounted && (
          <s className="checkout-line__was">
            <span className="visually-hidden">{t('checkout.lines.originalPrice')} </span>
            {formatMoney(line.sku.price)}
          </s>
        )}
        <span className="checkout-line__quantity">{t('checkout.lines.quantity', { count: line.quantity })}</span>
      </div>
    </li>
  );
}
