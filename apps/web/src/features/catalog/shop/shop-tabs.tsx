import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { NavLink } from 'react-router';

/** The shop's two sections as links: all goods (the index route) and its best sellers. */
export function ShopTabs({ shopIdx }: { shopIdx: number }) {
  const { t } = useTranslation();
  const className = ({ isActive }: { isActive: boolean }) => `tabs__link${isActive ? ' tabs__link--current' : ''}`;
  return (
    <nav className="tabs shop-tabs" aria-label={t('catalog.shop.sections')}>
      <NavLink to={`/shop/${shopIdx}`} end className={className}>
        {t('catalog.shop.tabAll')}
      </NavLink>
      <NavLink to={`/shop/${shopIdx}/recommend`} className={className}>
        {t('catalog.shop.tabRecommend')}
      </NavLink>
    </nav>
  );
}
