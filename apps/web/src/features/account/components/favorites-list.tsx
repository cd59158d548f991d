import type { GoodsCardView } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, HeartOff, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { CallError, fetchData } from '../../../api/query.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { GoodsCard } from '../../../components/listing/goods-card.tsx';
import { GoodsGridSkeleton } from '../../../components/listing/goods-grid-skeleton.tsx';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { Pager } from '../../../components/listing/pager.tsx';
import { useListParams } from '../../../components/listing/list-params.ts';
import { notify } from '../../../components/dialogs/message-store.ts';

/** The user's favorite goods (goods/favorites), newest first, each with a way to remove it. */
export function FavoritesList({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { params, page } = useListParams([] as const);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery({
    queryKey: ['goods/favorites', { page }, userIdx],
    queryFn: () => fetchData('goods/favorites', { page }),
  });

  const remove = async (goods: GoodsCardView) => {
    if (removing.has(goods.idx)) return;
    setRemoving((current) => new Set(current).add(goods.idx));
    try {
      await fetchData('goods/favorite', { idx: goods.idx, favorite: false });
      notify.success(t('account.favorites.removed', { title: goods.title }));
      await Promise.all([
        client.invalidateQueries({ queryKey: ['goods/favorites'] }),
        client.invalidateQueries({ queryKey: ['mine/overview'] }),
        client.invalidateQueries({ queryKey: ['goods/detail'] }),
      ]);
    } catch (error) {
      notify.error(error instanceof CallError && error.message ? error.message : t('account.favorites.removeFailed'));
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(goods.idx);
        return next;
      });
    }
  };

  if (query.isPending) return <GoodsGridSkeleton count={10} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { rows, paging } = query.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('account.favorites.empty')}
        text={t('account.favorites.emptyText')}
        action={
          <Link to={RoutePath.goods} className="button button--primary">
            {t('account.favorites.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="account-list__count">{t('account.favorites.count', { count: paging.total })}</p>
      <ul className="goods-grid account-favorites">
        {rows.map((goods, i) => (
          <li key={goods.idx} className="account-favorites__item">
            <GoodsCard goods={goods} priority={i < 2} />
            <button
              type="button"
              className="button account-favorites__remove"
              onClick={() => void remove(goods)}
              disabled={removing.has(goods.idx)}
              aria-busy={removing.has(goods.idx) || undefined}
            >
              {removing.has(goods.idx) ? (
                <LoaderCircle size={16} className="spin" aria-hidden="true" />
              ) : (
                <HeartOff size={16} aria-hidden="true" />
              )}
              {t('account.favorites.remove')}
              <span className="visually-hidden"> {goods.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Pager paging={paging} params={params} />
    </>
  );
}
