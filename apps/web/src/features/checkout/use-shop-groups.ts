import type { CartItem } from '@storefront/contract';
import { useQueries } from '@tanstack/react-query';
import { useCurrentUser } from '../../api/session-store.ts';
import { goodsDetailQuery, shopDetailQuery } from '../catalog/public.ts';
import { goodsWithoutShop, groupByShop, totalsOf, type ShopGroup } from './checkout-lines.ts';

export interface ShopGroups {
  groups: ShopGroup[];
  count: number;
  total: number;
  /** The shop's name once known; `undefined` while it loads or when it cannot be had. */
  shopName(shopIdx: number): string | undefined;
  /** True while a shop's name or a product's shop is still being fetched. */
  resolving: boolean;
}

/**
 * The selected lines grouped by shop. A line without a shopIdx (a cart saved before lines
 * carried it) is placed under the shop goods/detail names for its product, else under "other";
 * the shops' names come from shop/detail, or from that goods/detail answer.
 */
export function useShopGroups(lines: readonly CartItem[]): ShopGroups {
  const userIdx = useCurrentUser()?.idx ?? null;
  const missing = goodsWithoutShop(lines);
  const goods = useQueries({ queries: missing.map((idx) => goodsDetailQuery(idx, userIdx)) });

  const shopOfGoods = new Map<number, number>();
  const names = new Map<number, string>();
  goods.forEach((result, position) => {
    if (!result.data) return;
    shopOfGoods.set(missing[position]!, result.data.shop.idx);
    names.set(result.data.shop.idx, result.data.shop.name);
  });

  const groups = groupByShop(lines, shopOfGoods);
  const unnamed = groups.flatMap((group) =>
    group.shopIdx !== null && !names.has(group.shopIdx) ? [group.shopIdx] : [],
  );
  const shops = useQueries({ queries: unnamed.map((idx) => shopDetailQuery(idx, userIdx)) });
  shops.forEach((result, position) => {
    if (result.data) names.set(unnamed[position]!, result.data.name);
  });

  return {
    groups,
    ...totalsOf(groups),
    shopName: (shopIdx) => names.get(shopIdx),
    resolving: goods.some((result) => result.isPending) || shops.some((result) => result.isPending),
  };
}
