import { Heart, Truck } from 'lucide-react';
import { regionName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BuyActions, type SaleBlock } from './buy-actions.tsx';
import { GoodsDeliveryLine, type GoodsDelivery } from './goods-delivery.tsx';
import type { GoodsDetailView } from './goods-detail-types.ts';
import { discountPercent, PriceBlock, type PriceBlockProps } from './price-block.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { skuPriceRange } from './sku-selection.ts';
import { SkuPicker } from './sku-picker.tsx';
import { Stars } from './stars.tsx';
import type { Purchase } from './use-purchase.ts';
import './buy-box.css';

export interface BuyBoxProps {
  goods: GoodsDetailView;
  purchase: Purchase;
  onFavorite(): void;
  /** The server's delivery quote for the shopper's country, and whether the shop sells now. */
  delivery?: GoodsDelivery;
}

/** The reason buying is off, from the delivery answer (a closed or holidaying shop). */
export function saleBlockOf(delivery: GoodsDelivery | undefined): SaleBlock {
  const reason = delivery?.data?.unavailableReason;
  return reason === 'shopClosed' || reason === 'shopHoliday' ? reason : null;
}

/** Before a sku is chosen the price is the range over the skus; after, that sku's own price. */
function pricesOf(goods: GoodsDetailView, purchase: Purchase): PriceBlockProps {
  const { sku } = purchase;
  const percent = discountPercent(purchase.price, purchase.discountPrice);
  if (sku || goods.skus.length === 0) {
    const paid = purchase.discountPrice ?? purchase.price;
    return {
      current: { min: paid, max: paid },
      original: percent > 0 ? { min: purchase.price, max: purchase.price } : null,
      percent,
    };
  }
  // Sold-out skus cannot be bought, so they do not widen the range (unless nothing is left).
  const inStock = goods.skus.filter((s) => s.stock > 0);
  const skus = inStock.length > 0 ? inStock : goods.skus;
  const discounted = skus.some((s) => s.discountPrice !== null);
  return {
    current: skuPriceRange(skus, (s) => s.discountPrice ?? s.price)!,
    original: discounted ? skuPriceRange(skus, (s) => s.price) : null,
    percent,
  };
}

/** Where the product ships from: the warehouse's city and country, in the reader's language. */
function ShipsFrom({ warehouse }: { warehouse: GoodsDetailView['warehouse'] }) {
  const { t, i18n } = useTranslation();
  const place = [warehouse.city, warehouse.country && regionName(warehouse.country, i18n.language)]
    .filter(Boolean)
    .join(', ');
  if (!place) return null;
  return (
    <p className="buy-box__ships" data-testid="ships-from">
      <Truck size={16} aria-hidden="true" />
      {t('catalog.detail.shipsFrom', { place })}
    </p>
  );
}

/** The right-hand column: title, rating, price, sku choice, quantity and the buy actions. */
export function BuyBox({ goods, purchase, onFavorite, delivery }: BuyBoxProps) {
  const { t } = useTranslation();
  const soldOut = purchase.stock <= 0;
  return (
    <section className="buy-box" aria-labelledby="goods-title">
      <h1 id="goods-title" className="buy-box__title">
        {goods.title}
      </h1>
      <div className="buy-box__meta">
        {goods.rating > 0 && (
          <span className="buy-box__rating">
            <Stars rating={goods.rating} />
            <span aria-hidden="true">{goods.rating.toFixed(1)}</span>
          </span>
        )}
        <a href="#reviews">{t('catalog.detail.reviewCount', { count: goods.reviewCount })}</a>
        <span>{t('catalog.detail.sold', { count: goods.sales })}</span>
      </div>
      <PriceBlock {...pricesOf(goods, purchase)} />
      <SkuPicker
        dimensions={goods.dimensions}
        skus={goods.skus}
        choices={purchase.choices}
        onChoose={purchase.choose}
        missing={purchase.missing}
      />
      <div className="buy-box__quantity">
        <QuantityStepper
          value={purchase.quantity}
          max={purchase.stock}
          onChange={purchase.setQuantity}
          disabled={soldOut}
        />
        <span className={soldOut ? 'buy-box__stock buy-box__stock--out' : 'buy-box__stock'} data-testid="detail-stock">
          {soldOut ? t('catalog.detail.stock.soldOut') : t('catalog.detail.stock.inStock', { count: purchase.stock })}
        </span>
      </div>
      <ShipsFrom warehouse={goods.warehouse} />
      {delivery && <GoodsDeliveryLine delivery={delivery} />}
      <BuyActions purchase={purchase} className="buy-box__actions" blocked={saleBlockOf(delivery)} />
      <button
        type="button"
        className={`buy-box__favorite${goods.favorite ? ' buy-box__favorite--on' : ''}`}
        aria-pressed={goods.favorite}
        onClick={onFavorite}
        data-testid="favorite"
      >
        <Heart size={18} aria-hidden="true" fill={goods.favorite ? 'currentColor' : 'none'} />
        {t('catalog.detail.favorite.label')}
      </button>
    </section>
  );
}
