import type { ShopCardView } from '@storefront/contract';
import { Star, Users } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Image } from '../../../components/image.tsx';

/** Featured shops as cards: monogram logo, name, rating and followers, linking to the shop. */
export function FeaturedShops({ shops }: { shops: ShopCardView[] }) {
  const { t, i18n } = useTranslation();
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <ul className="shop-cards">
      {shops.map((shop) => (
        <li key={shop.idx}>
          <Link to={`/shop/${shop.idx}`} className="shop-card">
            {/* The name is right below: the logo adds nothing for a screen reader. */}
            <Image src={shop.logo} alt="" width={64} height={64} className="shop-card__logo" />
            <span className="shop-card__name">{shop.name}</span>
            <span className="shop-card__stats">
              <span className="shop-card__stat">
                <Star size={12} aria-hidden="true" fill="currentColor" className="shop-card__star" />
                <span className="visually-hidden">{t('catalog.card.rating')}</span>
                {shop.rating.toFixed(1)}
              </span>
              <span className="shop-card__stat">
                <Users size={12} aria-hidden="true" />
                {compact.format(shop.followers)}
                <span className="visually-hidden"> {t('catalog.home.shops.followers')}</span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
