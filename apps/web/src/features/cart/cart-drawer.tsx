import { CART_DRAWER_WIDTH } from '@storefront/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../api/session-store.ts';
import { Modal } from '../../components/modal.tsx';
import { formatMoney } from '../../lib/format.ts';
import { notify } from '../../components/dialogs/message-store.ts';
import { isUnavailable, pricedTotal, unavailableReason } from './cart-prices.ts';
import { DeliveryLines } from './delivery-lines.tsx';
import { useCartDelivery } from './use-cart-delivery.ts';
import { cartCount } from './cart-rules.ts';
import { CartEmpty } from './cart-empty.tsx';
import { CartFakeSummary } from './cart-fake-summary.tsx';
import { CartLine } from './cart-line.tsx';
import { useCartDrawer } from './cart-drawer-store.ts';
import { useCartStore } from './cart-store.ts';
import { decideGoToPayment } from './go-to-payment.ts';
import { useCartPrices } from './use-cart-prices.ts';

/** The cart side drawer (spec 2.6): 400 px wide, the whole width under 640 px. */
export function CartDrawer() {
  const { t } = useTranslation();
  const open = useCartDrawer((state) => state.open);
  const hide = useCartDrawer((state) => state.hide);
  const count = useCartStore((state) => cartCount(state.items));
  return (
    <Modal
      open={open}
      onClose={hide}
      title={t('cart.drawer.title', { count })}
      variant="drawer"
      width={CART_DRAWER_WIDTH}
      className="cart-drawer"
    >
      <CartDrawerBody onClose={hide} />
    </Modal>
  );
}

function CheckAll() {
  const { t } = useTranslation();
  const items = useCartStore((state) => state.items);
  const checkAll = useCartStore((state) => state.checkAll);
  const ref = useRef<HTMLInputElement>(null);
  const selected = items.filter((item) => item.selected).length;
  const all = selected === items.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  return (
    <div className="cart-drawer__toolbar">
      <label className="cart-drawer__check-all">
        <input ref={ref} type="checkbox" checked={all} onChange={() => checkAll(!all)} />
        {t('cart.drawer.selectAll')}
      </label>
      <span className="cart-drawer__selected">{t('cart.drawer.selected', { count: selected })}</span>
    </div>
  );
}

/** Mounted only while the drawer is open, so its state starts afresh each time. */
function CartDrawerBody({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useCartStore((state) => state.items);
  const remove = useCartStore((state) => state.remove);
  const fake = useSessionStore((state) => state.config?.fake === true);
  const bodyRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  // The global message sits outside the modal drawer, where screen readers no longer listen:
  // the refusal is repeated in a live region inside it.
  const [refusal, setRefusal] = useState('');
  // Prices and total are the server's (asked again each time the drawer opens), never the stored ones.
  const priced = useCartPrices(items);
  // The selected lines that can be bought, with each shop's delivery to the default address.
  const buying = priced.items.filter((item) => item.selected && !isUnavailable(priced, item));
  const delivery = useCartDelivery(buying);
  const deliveryReady = buying.length === 0 || (delivery.data !== undefined && !delivery.isPlaceholderData);
  const total =
    priced.ready && deliveryReady ? formatMoney(buying.length === 0 ? pricedTotal(priced) : delivery.data!.total) : '…';

  const removeLine = (index: number) => {
    remove(index);
    // The removed button took the focus with it: give it to the line now in its place, else the
    // one before, else the payment button.
    requestAnimationFrame(() => {
      const buttons = bodyRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-index]') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)] ?? payRef.current;
      next?.focus();
    });
  };

  const goToPayment = () => {
    const decision = decideGoToPayment(items);
    if (!decision.go) {
      const text = t(decision.message);
      notify.error(text);
      setRefusal(text);
      return;
    }
    onClose();
    void navigate(decision.to);
  };

  return (
    <div className="cart-drawer__content" ref={bodyRef} data-testid="cart-drawer">
      {items.length === 0 ? (
        <CartEmpty onLeave={onClose} />
      ) : (
        <>
          <CheckAll />
          <ul className="cart-drawer__lines">
            {priced.items.map((item) => (
              <CartLine
                key={`${item.idx}:${item.sku.idx}`}
                item={item}
                unavailable={isUnavailable(priced, item)}
                reason={unavailableReason(priced, item)}
                onRemove={removeLine}
                onLeave={onClose}
              />
            ))}
          </ul>
        </>
      )}
      <footer className="cart-drawer__footer">
        {fake && <CartFakeSummary items={priced.items} />}
        {buying.length > 0 && delivery.data && (
          <DeliveryLines shops={delivery.data.shops} country={delivery.data.country} />
        )}
        <p className="cart-drawer__total">
          <span>{t('cart.drawer.total')}</span>
          <strong className="price" data-testid="cart-total" aria-busy={!priced.ready || !deliveryReady}>
            {total}
          </strong>
        </p>
        <button
          ref={payRef}
          type="button"
          className="button button--primary button--block cart-drawer__pay"
          onClick={goToPayment}
        >
          {t('cart.drawer.goToPayment', { total })}
        </button>
        <p className="visually-hidden" role="status">
          {refusal}
        </p>
      </footer>
    </div>
  );
}
