import type { ShopCardView, ShopDetailView } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { CallError, fetchData } from '../../../api/query.ts';
import { useCurrentUser } from '../../../api/session-store.ts';
import { requireLogin } from '../../../components/dialogs/require-login.ts';
import type { FollowTarget } from '../../../components/listing/follow-button.tsx';
import { notify } from '../../../components/dialogs/message-store.ts';
import { followedShopsKey } from './use-followed-shops.ts';

/**
 * Follow and unfollow (login required, spec 4): the change shows at once in every cached view of
 * the shop (header, result cards, followed set), is corrected by the server's answer, and is
 * rolled back with a notice when the call fails. One call per shop at a time.
 */
export function useFollowShop() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const show = (idx: number, following: boolean, followers: number) => {
    queryClient.setQueriesData<ShopDetailView>({ queryKey: ['shop/detail', { idx }] }, (old) =>
      old ? { ...old, following, followers } : old,
    );
    queryClient.setQueriesData<Page<ShopCardView>>({ queryKey: ['shop/list'] }, (old) =>
      old ? { ...old, rows: old.rows.map((row) => (row.idx === idx ? { ...row, followers } : row)) } : old,
    );
    if (user) {
      queryClient.setQueryData<number[]>(followedShopsKey(user.idx), (old) => {
        const others = (old ?? []).filter((id) => id !== idx);
        return following ? [...others, idx] : others;
      });
    }
  };

  const setShopBusy = (idx: number, value: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (value) next.add(idx);
      else next.delete(idx);
      return next;
    });

  const toggle = requireLogin((shop: FollowTarget) => {
    if (busy.has(shop.idx)) return;
    const follow = !shop.following;
    show(shop.idx, follow, Math.max(0, shop.followers + (follow ? 1 : -1)));
    setShopBusy(shop.idx, true);
    fetchData('shop/follow', { idx: shop.idx, follow })
      .then((answer) => {
        show(shop.idx, answer.follow, answer.followers);
        // The account's followed list and product pages showing this shop are now out of date.
        void queryClient.invalidateQueries({ queryKey: ['shop/following'] });
        void queryClient.invalidateQueries({ queryKey: ['goods/detail'] });
      })
      .catch((error: unknown) => {
        show(shop.idx, shop.following, shop.followers);
        const message = error instanceof CallError ? error.message : '';
        notify.error(message || t('catalog.shop.followFailed'));
      })
      .finally(() => setShopBusy(shop.idx, false));
  });

  return { toggle, isBusy: (idx: number) => busy.has(idx) };
}
