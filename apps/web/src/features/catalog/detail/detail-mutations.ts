import { Code } from '@storefront/contract/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { CallError, fetchData } from '../../../api/query.ts';
import { notify, useMessageStore } from '../../../components/dialogs/message-store.ts';
import type { GoodsDetailView } from './goods-detail-types.ts';

type DetailKey = readonly unknown[];

/** A refused toggle: an expired session asks to sign in again, anything else says it failed. */
function reportFailure(error: unknown, fallback: string) {
  if (error instanceof CallError && error.code === Code.notSignedIn) {
    useMessageStore.getState().openLoginPopup();
    return;
  }
  notify.error(error instanceof CallError && error.message ? error.message : fallback);
}

/**
 * The favorite heart: flips at once (optimistic) and flips back if the server refuses; lists
 * that show favorites are refreshed afterwards.
 */
export function useFavoriteMutation(goodsIdx: number, key: DetailKey) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const patch = (favorite: boolean) =>
    client.setQueryData<GoodsDetailView>(key, (old) => (old ? { ...old, favorite } : old));
  return useMutation({
    mutationFn: (favorite: boolean) => fetchData('goods/favorite', { idx: goodsIdx, favorite }),
    onMutate: async (favorite) => {
      await client.cancelQueries({ queryKey: key });
      patch(favorite);
    },
    onError: (error, favorite) => {
      patch(!favorite);
      reportFailure(error, t('catalog.detail.favorite.failed'));
    },
    onSuccess: ({ favorite }) => {
      patch(favorite);
      notify.success(t(favorite ? 'catalog.detail.favorite.added' : 'catalog.detail.favorite.removed'));
      void client.invalidateQueries({ queryKey: ['goods/favorites'] });
    },
  });
}

/** Follow / unfollow the shop, optimistic like the heart, with the follower count kept in step. */
export function useFollowMutation(shopIdx: number, key: DetailKey) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const patch = (following: boolean, followers?: number) =>
    client.setQueryData<GoodsDetailView>(key, (old) => {
      if (!old) return old;
      const count =
        followers ?? Math.max(0, old.shop.followers + (following === old.following ? 0 : following ? 1 : -1));
      return { ...old, following, shop: { ...old.shop, followers: count } };
    });
  return useMutation({
    mutationFn: (follow: boolean) => fetchData('shop/follow', { idx: shopIdx, follow }),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: key });
      patch(follow);
    },
    onError: (error, follow) => {
      patch(!follow);
      reportFailure(error, t('catalog.detail.shop.followFailed'));
    },
    onSuccess: ({ follow, followers }) => {
      patch(follow, followers);
      notify.success(t(follow ? 'catalog.detail.shop.followed' : 'catalog.detail.shop.unfollowed'));
      void client.invalidateQueries({ queryKey: ['shop/following'] });
      void client.invalidateQueries({ queryKey: ['shop/detail'] });
    },
  });
}
