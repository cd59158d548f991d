import type { ShopDetailView } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Image } from '../../../components/image.tsx';
import { FollowButton, type FollowTarget } from '../../../components/listing/follow-button.tsx';
import { formatCount } from '../../../components/listing/format-count.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { ShopSearchForm } from './shop-search-form.tsx';
import './shop.css';

export interface ShopHeaderProps {
  shop: ShopDetailView;
  followBusy: boolean;
  onToggleFollow: (shop: FollowTarget) => void;
}

/** The shop's storefront band: banner, logo, name, rating, followers, goods, follow, in-shop search. */
export function ShopHeader({ shop, followBusy, onToggleFollow }: ShopHeaderProps) {
  const { t, i18n } = useTranslation();
  const joined = new Date(shop.createAt);
  return (
    <section className="shop-header">
      {shop.onHoliday && (
        <p className="shop-header__holiday" role="status">
          {t('catalog.shop.onHoliday')}
        </p>
      )}
      <div className="shop-header__banner">
        {shop.banner && <img src={shop.banner} alt="" className="shop-header__banner-image" />}
      </div>
      <div className="container shop-header__body">
        <div className="shop-header__identity">
          {/* The name sits right beside the logo, so the logo is decoration for screen readers. */}
          <Image src={shop.logo} alt="" width={96} height={96} className="shop-header__logo" priority />
          <div className="shop-header__names">
            <h1 className="shop-header__name">{shop.name}</h1>
            {shop.description && <p className="shop-header__description">{shop.description}</p>}
          </div>
        </div>
        <dl className="shop-stats">
          <div className="shop-stats__item">
            <dt>{t('catalog.shop.rating')}</dt>
            <dd>
              <RatingStars rating={shop.rating} />
              <span aria-hidden="true">{shop.rating.toFixed(1)}</span>
            </dd>
          </div>
          <div className="shop-stats__item">
            <dt>{t('catalog.shop.followers')}</dt>
            <dd>
              {/* The exact count stays machine-readable behind the short form (21.1K). */}
              <data value={shop.followers}>{formatCount(shop.followers, i18n.language)}</data>
            </dd>
          </div>
          <div className="shop-stats__item">
            <dt>{t('catalog.shop.goodsCount')}</dt>
            <dd>
              <data value={shop.goodsCount}>{formatCount(shop.goodsCount, i18n.language)}</data>
            </dd>
          </div>
          {!Number.isNaN(joined.getTime()) && (
            <div className="shop-stats__item">
              <dt>{t('catalog.shop.joined')}</dt>
              <dd>{joined.getFullYear()}</dd>
            </div>
          )}
        </dl>
        <div className="shop-header__actions">
          <FollowButton shop={shop} busy={followBusy} onToggle={onToggleFollow} />
          <ShopSearchForm shopIdx={shop.idx} />
        </div>
      </div>
    </section>
  );
}

/** The header's shape while shop/detail loads: same height, no text. */
export function ShopHeaderSkeleton() {
  return (
    <section className="shop-header" aria-hidden="true">
      <div className="shop-header__banner" />
      <div className="container shop-header__body">
        <div className="shop-header__identity">
          <div className="skeleton shop-header__logo" />
          <div className="shop-header__names">
            <div className="skeleton skeleton-card__line" style={{ width: '12em', height: 24 }} />
            <div className="skeleton skeleton-card__line" style={{ width: '20em', maxWidth: '100%' }} />
          </div>
        </div>
        <div className="skeleton shop-stats" style={{ height: 56 }} />
      </div>
    </section>
  );
}
