import type { GoodsCard } from '@storefront/contract';
import { create } from 'zustand';

/** The product a shopper asked a seller about, and the conversation it waits in. */
export interface PendingGoods {
  subjectIdx: number;
  goods: GoodsCard;
}

interface PendingGoodsState {
  /**
   * Spec 3 chat2sbParams.goods: 'Chat with seller' on a product leaves it here, shown above the
   * send box as a card the shopper may send (flag 3) or remove; sending it clears it (spec 4). One
   * at a time: asking again about the same product still leaves one.
   */
  pending: PendingGoods | null;
  setPending(subjectIdx: number, goods: GoodsCard): void;
  clear(): void;
}

export const usePendingGoodsStore = create<PendingGoodsState>((set) => ({
  pending: null,
  setPending: (subjectIdx, { idx, urlCover, price, title }) =>
    set({ pending: { subjectIdx, goods: { idx, urlCover, price, title } } }),
  clear: () => set({ pending: null }),
}));
