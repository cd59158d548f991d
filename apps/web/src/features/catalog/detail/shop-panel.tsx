import { MessageCircle, Plus, Check, Store } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../../../components/image.tsx';
import type { GoodsDetailView } from './goods-detail-types.ts';
import { Stars } from './stars.tsx';

export interface ShopPanelProps {
  shop: GoodsDetailView['shop'];
  following: boolean;
  onFollow(): void;
  onChat(): void;
}

/** The seller: logo, name, rating and followers, with visit, follow and chat actions. */
export function ShopPanel({ shop, following, onFollow, onChat }: ShopPanelProps) {
  const { t } = useTranslation();
  const href = `/shop/${shop.idx}`;
  return (
    <section className="shop-panel card" aria-labelledby="shop-panel-name">
      <Link to={href} className="shop-panel__logo" tabIndex={-1} aria-hidden="true">
        <Image src={shop.logo} alt="" width={64} height={64} />
      </Link>
      <div className="shop-panel__info">
        <h2 id="shop-panel-name" className="shop-panel__name">
          <Link to={href}>{shop.name}</Link>
        </h2>
        <p className="shop-panel__stats">
          {shop.rating > 0 && (
            <span className="shop-panel__rating">
              <Stars rating={shop.rating} size={14} />
              <span aria-hidden="true">{shop.rating.toFixed(1)}</span>
            </span>
          )}
          <span data-testid="shop-followers">{t('catalog.detail.shop.followers', { count: shop.followers })}</span>
        </p>
      </div>
      <div className="shop-panel__actions">
        <button
          type="button"
          className={`button shop-panel__follow${following ? ' shop-panel__follow--on' : ''}`}
          aria-pressed={following}
          onClick={onFollow}
          data-testid="follow"
        >
          {following ? <Check size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
          {following ? t('catalog.detail.shop.following') : t('catalog.detail.shop.follow')}
        </button>
        <button type="button" className="button" onClick={onChat}>
          <MessageCircle size={16} aria-hidden="true" />
          {t('catalog.detail.chat.button')}
        </button>
        <Link to={href} className="button">
          <Store size={16} aria-hidden="true" />
          {t('catalog.detail.shop.visit')}
        </Link>
      </div>
    </section>
  );
}
