import { create } from 'zustand';

interface CartDrawerState {
  open: boolean;
  show(): void;
  hide(): void;
}

/**
 * Whether the cart drawer is open: a store of its own, so the header, the mobile tab bar and the
 * float tab can open it without loading the drawer's code first.
 */
export const useCartDrawer = create<CartDrawerState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
