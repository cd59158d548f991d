import { RoutePath } from '@storefront/contract/routes';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';

/** An empty shopping cart on a soft ground, drawn inline so it costs no request. */
function EmptyCartPicture() {
  return (
    <svg className="cart-empty__picture" width="160" height="120" viewBox="0 0 160 120" aria-hidden="true">
      <ellipse cx="80" cy="106" rx="58" ry="8" fill="#f2f3f5" />
      <circle cx="80" cy="54" r="46" fill="#fff3e8" />
      <path
        d="M30 30h14l12 48h52l10-34H50"
        fill="none"
        stroke="#c2410c"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M58 52h52M61 64h44" stroke="#ffb27a" strokeWidth="4" strokeLinecap="round" />
      <circle cx="62" cy="92" r="7" fill="#ffffff" stroke="#c2410c" strokeWidth="5" />
      <circle cx="102" cy="92" r="7" fill="#ffffff" stroke="#c2410c" strokeWidth="5" />
      <path d="M122 20l6-6M130 30h8M114 14v-8" stroke="#ff6a00" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The drawer's empty state (spec 2.6): the picture, the message, and one way onward. */
export function CartEmpty({ onLeave }: { onLeave(): void }) {
  const { t } = useTranslation();
  return (
    <div className="cart-empty" data-testid="cart-empty">
      <EmptyCartPicture />
      <p className="cart-empty__title">{t('cart.drawer.emptyTitle')}</p>
      <p className="cart-empty__text">{t('cart.drawer.emptyText')}</p>
      <Link to={RoutePath.goods} className="button" onClick={onLeave}>
        {t('cart.drawer.browse')}
      </Link>
    </div>
  );
}
