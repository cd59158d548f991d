import type { GoodsCardView } from '@storefront/contract';
import { Star } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../image.tsx';
import { formatMoney } from '../../lib/format.ts';
import './goods-card.css';

/** The product card of every list (UI.md): square image, two-line title, price, rating, shop. */
export function GoodsCard({ goods, priority = false }: { goods: GoodsCardView; priority?: boolean }) {
  const { t } = useTranslation();
  const discounted = goods.discountPrice !== null && goods.discountPrice < goods.price;
  const percent = discounted ? Math.round((1 - goods.discountPrice! / goods.price) * 100) : 0;
  return (
    <article className="goods-card">
      <Link to={`/goods/detail?idx=${goods.idx}`} className="goods-card__link">
        <div className="goods-card__media">
          {/* The title below names the link: the picture adds nothing for a screen reader. */}
          <Image
            src={goods.urlCover}
            alt=""
            width={480}
            height={480}
            sizes="(max-width: 639px) 50vw, (max-width: 1023px) 33vw, 240px"
            priority={priority}
          />
          {discounted && <span className="goods-card__badge">-{percent}%</span>}
        </div>
        <h3 className="goods-card__title">{goods.title}</h3>
      </Link>
      <p className="goods-card__price">
        <span className={discounted ? 'price price--sale' : 'price'}>
          {formatMoney(discounted ? goods.discountPrice! : goods.price)}
        </span>
        {discounted && (
          <del className="goods-card__was">
            <span className="visually-hidden">{t('catalog.card.was')}</span>
            {formatMoney(goods.price)}
          </del>
        )}
      </p>
      <p className="goods-card__meta">
        {goods.rating > 0 && (
          <span className="goods-card__rating">
            <Star size={12} aria-hidden="true" fill="currentColor" />
            <span className="visually-hidden">{t('catalog.card.rating')}</span> {goods.rating.toFixed(1)}
          </span>
        )}
        <span>{t('catalog.card.sold', { count: goods.sales })}</span>
      </p>
      <Link to={`/shop/${goods.shopIdx}`} className="goods-card__shop">
        {goods.shopName}
      </Link>
    </article>
  );
}
