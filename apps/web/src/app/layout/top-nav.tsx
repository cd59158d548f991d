import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { NavLink } from 'react-router';
import './top-nav.css';

const ITEMS = [
  { to: '/', key: 'layout.nav.home', end: true },
  { to: '/category', key: 'layout.nav.category', end: false },
  { to: '/goods', key: 'layout.nav.goods', end: false },
  { to: '/discounted', key: 'layout.nav.discounted', end: false },
  { to: '/shop/application', key: 'layout.nav.partnership', end: false },
] as const;

/** Large screens only (spec 2.2; hidden below 1024 px in CSS); NavLink marks the current item. */
export function TopNav() {
  const { t } = useTranslation();
  return (
    <nav className="top-nav" aria-label={t('layout.nav.label')}>
      <ul className="container top-nav__list">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="top-nav__link">
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
