import { RoutePath } from '@storefront/contract/routes';
import { ChevronLeft, ChevronRight, ShoppingCart } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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
 * On a phone the page's content runs edge to edge but for a 16 px gutter, and the tab bar's cart
 * is the main way in: there the tab starts as a slim handle inside that gutter, expands to the
 * full tab on demand and collapses again when the drawer opens or the page changes.
 */
export function CartFloat() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useCartCount();
  const total = formatMoney(useCartSelectedTotal());
  const show = useCartDrawer((state) => state.show);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  // The page the phone's tab was expanded on: moving to another page folds it back.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const handleOnly = phone && expandedOn !== pathname;

  useEffect(() => startCartSync(), []);

  const toggle = () => {
    if (phone) {
      setExpandedOn(handleOnly ? pathname : null);
      return;
    }
    writeCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  const open = () => {
    setExpandedOn(null);
    show();
  };
  // An expanded phone tab always shows the summary: that is what it was expanded for.
  const iconOnly = collapsed && !phone;
  const expanded = phone ? !handleOnly : !collapsed;

  return (
    <>
      {/* The checkout page is the cart itself: the tab would only cover it. */}
      {pathname !== RoutePath.checkout && (
        <div
          className={`cart-float${iconOnly ? ' cart-float--collapsed' : ''}${handleOnly ? ' cart-float--handle' : ''}`}
          data-testid="cart-float"
        >
          {!handleOnly && (
            <button
              type="button"
              className="cart-float__open"
              onClick={open}
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
                <ShoppingCart size={iconOnly ? 20 : 22} aria-hidden="true" />
                {iconOnly && count > 0 && (
                  <span className="cart-float__badge" aria-hidden="true">
                    {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
                  </span>
                )}
              </span>
              {!iconOnly && (
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
          )}
          <button
            type="button"
            className="cart-float__toggle"
            onClick={toggle}
            aria-expanded={expanded}
            aria-label={expanded ? t('cart.float.collapse') : t('cart.float.expand')}
          >
            {expanded ? <ChevronRight size={16} aria-hidden="true" /> : <ChevronLeft size={16} aria-hidden="true" />}
          </button>
        </div>
      )}
      <CartDrawerOnDemand />
    </>
  );
}
