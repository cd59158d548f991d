import { lazy } from 'react';
import { AfterFirstNeed } from '../../components/after-first-need.tsx';
import { useCartDrawer } from './cart-drawer-store.ts';

const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })));

/** The cart drawer, its code loaded the first time it opens (the float tab and the tab bar open it). */
export function CartDrawerOnDemand() {
  const open = useCartDrawer((state) => state.open);
  return (
    <AfterFirstNeed needed={open}>
      <CartDrawer />
    </AfterFirstNeed>
  );
}
