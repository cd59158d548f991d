import { StorageKey } from '@storefront/contract/constants';
import { create } from 'zustand';
import type { PricedLine } from '@storefront/contract';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { storage } from '../../lib/storage.ts';
import { repricedItems } from './cart-prices.ts';
import {
  addItem,
  cartCount,
  checkAllItems,
  expectedProfit,
  parseStoredCart,
  purchaseAmount,
  removeItem,
  selectedTotal,
  toggleItem,
  updateQuantity,
  type CartAddCode,
  type CartItem,
  type CartItemInput,
} from './cart-rules.ts';

export type { CartAddCode, CartItem, CartItemInput, CartSku, SelectedValue } from './cart-rules.ts';

export interface CartState {
  /** The lines in cart order; `items[i].index === i`. */
  items: CartItem[];
  /** 0 added, 1 already in the cart (same product and sku, nothing changes), 99 no sku given. */
  add(input: CartItemInput): CartAddCode;
  /** Removes the line at `index` and renumbers the lines after it. */
  remove(index: number): void;
  /** Clamped to at least 1 and, when the sku's stock is known, at most the stock. */
  setQuantity(index: number, quantity: number): void;
  toggle(index: number): void;
  checkAll(selected: boolean): void;
  /** Empties the cart and clears its storage. */
  reset(): void;
  /** Takes a whole cart from elsewhere (the server's, at sign-in), repaired and persisted. */
  replace(items: readonly unknown[]): void;
  /** Puts the server's prices (cart/price) in place of the stored ones. */
  reprice(priced: readonly PricedLine[]): void;
  /** Reads the stored cart again (another tab changed it). */
  hydrate(): void;
}

/**
 * Stored as the plain array of cart items under `shop_cart` (spec 3, 4) rather than wrapped
 * in a persist envelope, so whatever reads the key sees the cart items themselves.
 */
const loadCart = (): CartItem[] => parseStoredCart(storage.getJson<unknown>(StorageKey.cart, []));

export const useCartStore = create<CartState>((set, get) => {
  const commit = (items: CartItem[]) => {
    if (items === get().items) return;
    storage.setJson(StorageKey.cart, items);
    set({ items });
  };
  return {
    items: loadCart(),
    add: (input) => {
      const { items, code } = addItem(get().items, input);
      commit(items);
      return code;
    },
    remove: (index) => commit(removeItem(get().items, index)),
    setQuantity: (index, quantity) => commit(updateQuantity(get().items, index, quantity)),
    toggle: (index) => commit(toggleItem(get().items, index)),
    checkAll: (selected) => commit(checkAllItems(get().items, selected)),
    reset: () => {
      storage.remove(StorageKey.cart);
      set({ items: [] });
    },
    replace: (items) => commit(parseStoredCart(items)),
    reprice: (priced) => commit(repricedItems(get().items, priced)),
    hydrate: () => set({ items: loadCart() }),
  };
});

// Another tab's change to the cart shows here too (the event only fires in the other tabs).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKey.cart || event.key === null) useCartStore.getState().hydrate();
  });
}

/** The item count of the cart tab: the sum of quantities (0 in the server's render and while hydrating: the cart is stored in the browser). */
export const useCartCount = (): number => {
  const count = useCartStore((state) => cartCount(state.items));
  return useHydrated() ? count : 0;
};

/** Σ price × quantity of the selected lines, in integer cents. */
export const useCartSelectedTotal = (): number => useCartStore((state) => selectedTotal(state.items));

export { cartCount, expectedProfit, purchaseAmount, selectedTotal };
