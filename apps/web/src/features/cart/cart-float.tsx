import { RoutePath } from '@storefront/contract/routes';
import { ChevronLeft, ChevronRight, ShoppingCart } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { CartDrawerOnDemand } from './cart-drawer-on-demand.tsx';
import { useCartDrawer } from './cart-drawer-store.ts';
import { useCartCount, useCartSelectedTotal } from './cart-store.ts';
import { startCartSync } from './cart-sync.ts';
import './cart.css';

/** Whether the float is collapsed to its icon: remembered for the browser session only. */
const COLLAPSED_KEY = 'shop_cart_float_collapsed';
const BADGE_MAX = 99;
/** The spec's mobile width (body under 640 px), where the tab would cover the page. */
const PHONE_QUERY = '(max-width: 639px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isPhone = (): boolean => window.matchMedia(PHONE_QUERY).matches;

function readCollapsed(): boolean {
  try {
    return sessionStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}
function writeCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) sessionStorage.setItem(COLLAPSED_KEY, '1');
    else sessionStorage.removeItem(COLLAPSED_KEY);
  } catch {
    // Storage is unavailable: the choice lasts for this page.
  }
}

/**
 * The cart float (spec 2.6): a tab on the right edge with the item count (the sum of
 * quantities) and the selected total that opens the drawer, and collapses to an icon. It also
 * mounts the drawer and keeps a signed-in buyer's cart in step with the server.
 *
 * On a phone (issue 19) there is no edge tab: the page's content runs edge to edge, where any
 * tab would cover product cards, and the tab bar's cart (with the count) opens the same drawer.
 */
export function CartFloat() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useCartCount();
  const total = formatMoney(useCartSelectedTotal());
  const show = useCartDrawer((state) => state.show);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);

  useEffect(() => startCartSync(), []);

  const toggle = () => {
    writeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };

  return (
    <>
      {/* The checkout page is the cart itself: the tab would only cover it. */}
      {pathname !== RoutePath.checkout && !phone && (
        <div className={`cart-float${collapsed ? ' cart-float--collapsed' : ''}`} data-testid="cart-float">
          <button
            type="button"
            className="cart-float__open"
            onClick={show}
            aria-haspopup="dialog"
            aria-describedby="cart-float-summary"
          >
            {/* Named by what it shows ("Cart 3 $12.50"), so speech input can say what it sees;
              the sentence below describes it in full. */}
            <span className="visually-hidden">{t('layout.tabs.cart')} </span>
            <span id="cart-float-summary" hidden>
              {t('cart.float.open', { count, total })}
            </span>
            <span className="cart-float__icon">
              <ShoppingCart size={collapsed ? 20 : 22} aria-hidden="true" />
              {collapsed && count > 0 && (
                <span className="cart-float__badge" aria-hidden="true">
                  {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
                </span>
              )}
            </span>
            {!collapsed && (
              <>
                <span className="cart-float__count" data-testid="cart-float-count">
                  {count}
                </span>
                <span className="cart-float__total" data-testid="cart-float-total">
                  {total}
                </span>
              </>
            )}
          </button>
          <button
            type="button"
            className="cart-float__toggle"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('cart.float.expand') : t('cart.float.collapse')}
          >
            {collapsed ? <ChevronLeft size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
          </button>
        </div>
      )}
      <CartDrawerOnDemand />
    </>
  );
}
