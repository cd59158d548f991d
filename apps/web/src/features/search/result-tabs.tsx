import { RoutePath } from '@storefront/contract/routes';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import './search-results.css';

/**
 * Switches the same keyword between the goods results (/search) and the shop results
 * (/search/shop); the current one is marked, the other is a link.
 */
export function ResultTabs({ kw, current }: { kw: string; current: 'goods' | 'shops' }) {
  const { t } = useTranslation();
  const query = kw ? `?kw=${encodeURIComponent(kw)}` : '';
  const tabs = [
    { id: 'goods', to: `${RoutePath.search}${query}`, label: t('search.tabs.goods') },
    { id: 'shops', to: `${RoutePath.searchShop}${query}`, label: t('search.tabs.shops') },
  ] as const;
  return (
    <nav className="tabs" aria-label={t('search.tabs.label')}>
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className={`tabs__link${tab.id === current ? ' tabs__link--current' : ''}`}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
