import type { ShopCardView } from '@storefront/contract';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../image.tsx';
import { FollowButton, type FollowTarget } from './follow-button.tsx';
import { formatCount } from './format-count.ts';
import { RatingStars } from './rating-stars.tsx';
import './shop-card.css';

/** Following from a list of shop cards (the catalog's useFollowShop, passed in by the page). */
export interface ShopFollowing {
  toggle: (shop: FollowTarget) => void;
  isBusy: (idx: number) => boolean;
}

export interface ShopCardProps {
  shop: ShopCardView;
  following: boolean;
  followBusy: boolean;
  onToggleFollow: (shop: FollowTarget) => void;
  priority?: boolean;
}

/** A shop in the results: logo, name (the link), description, rating, followers, goods, follow. */
export function ShopCard({ shop, following, followBusy, onToggleFollow, priority = false }: ShopCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <article className="shop-card">
      <Image src={shop.logo} alt="" width={64} height={64} className="shop-card__logo" priority={priority} />
      <div className="shop-card__main">
        <h2 className="shop-card__name">
          <Link to={`/shop/${shop.idx}`}>{shop.name}</Link>
        </h2>
        {shop.description && <p className="shop-card__description">{shop.description}</p>}
        <ul className="shop-card__stats">
          <li className="shop-card__rating">
            <RatingStars rating={shop.rating} size={12} />
            <span aria-hidden="true">{shop.rating.toFixed(1)}</span>
          </li>
          <li>
            {t('catalog.shop.followersCount', {
              count: shop.followers,
              value: formatCount(shop.followers, i18n.language),
            })}
          </li>
          <li>
            {t('catalog.shop.goodsCountValue', {
              count: shop.goodsCount,
              value: formatCount(shop.goodsCount, i18n.language),
            })}
          </li>
        </ul>
      </div>
      <div className="shop-card__actions">
        <FollowButton shop={{ ...shop, following }} busy={followBusy} onToggle={onToggleFollow} />
        <Link to={`/shop/${shop.idx}`} className="button shop-card__visit">
          {t('catalog.shop.visit')}
          <span className="visually-hidden"> {shop.name}</span>
        </Link>
      </div>
    </article>
  );
}

/** A results row's shape while shop/list loads. */
export function ShopCardSkeleton() {
  return (
    <div className="shop-card" aria-hidden="true">
      <div className="skeleton shop-card__logo" />
      <div className="shop-card__main">
        <div className="skeleton skeleton-card__line" style={{ width: '10em', height: 20 }} />
        <div className="skeleton skeleton-card__line" />
        <div className="skeleton skeleton-card__line skeleton-card__line--short" />
      </div>
    </div>
  );
}
