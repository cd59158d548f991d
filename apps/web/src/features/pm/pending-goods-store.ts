import type { GoodsCard } from '@storefront/contract';
import { create } from 'zustand';

interface PendingGoodsState {
  /**
   * The product a shopper asked a seller about (spec 3, chat2sbParams.goods): the private-message
   * screen offers it as a goods card (flag 3) and clears it once sent (spec 4).
   */
  goods: GoodsCard | null;
  setGoods(goods: GoodsCard): void;
  clear(): void;
}

export const usePendingGoodsStore = create<PendingGoodsState>((set) => ({
  goods: null,
  setGoods: ({ idx, urlCover, price, title }) => set({ goods: { idx, urlCover, price, title } }),
  clear: () => set({ goods: null }),
}));
