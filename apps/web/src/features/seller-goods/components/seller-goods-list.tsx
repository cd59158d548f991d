import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RoutePath } from '@storefront/contract/routes';
import { Eye, EyeOff, PackageOpen, Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { categoriesQuery } from '../../../api/get-categories.ts';
import { notify } from '../../../components/dialogs/message-store.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { withParams } from '../../../components/listing/list-params.ts';
import { LoadError } from '../../../components/listing/list-states.tsx';
import { Pager } from '../../../components/listing/pager.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import { sellerGoodsQuery, useGoodsStatusMutation, useSaveStock } from '../api/seller-goods.ts';
import { GOODS_STATUSES } from '../goods-form-rules.ts';
import { readGoodsView } from '../goods-list-params.ts';
import { GoodsTable } from './goods-table.tsx';
import '../seller-goods.css';

export const goodsEditHref = (idx: number) => RoutePath.sellerGoodsEdit.replace(':idx', String(idx));

/** /seller/goods: the shop's goods, searched, filtered by status and category, sorted, paged. */
export function SellerGoodsList() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readGoodsView(params);
  const goods = useQuery({ ...sellerGoodsQuery(view), placeholderData: keepPreviousData });
  const categories = useQuery(categoriesQuery());
  const statusMutation = useGoodsStatusMutation();
  const saveStock = useSaveStock();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [kw, setKw] = useState(view.kw);
  const number = new Intl.NumberFormat(i18n.language);

  const go = (changes: Record<string, string | number | null>) => {
    setParams(new URLSearchParams(withParams(params, { page: null, ...changes }).slice(1)));
    setSelected(new Set());
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ kw: kw.trim() || null });
  };
  const bulk = async (status: 'on_sale' | 'off_shelf') => {
    const idxs = [...selected];
    const outcome = await statusMutation.mutateAsync({ idxs, status });
    if (outcome.ok) {
      notify.success(
        t(status === 'on_sale' ? 'seller.goods.list.published' : 'seller.goods.list.unpublished', {
          count: idxs.length,
        }),
      );
      setSelected(new Set());
    } else notify.error(outcome.message);
  };

  const counts = goods.data?.counts;
  const tabs = [null, ...GOODS_STATUSES] as const;
  const rows = goods.data?.rows ?? [];

  return (
    <div className="seller-goods">
      <div className="seller-goods__toolbar">
        <form role="search" className="seller-goods__search" onSubmit={search}>
          <label htmlFor="seller-goods-kw" className="visually-hidden">
            {t('seller.goods.list.search')}
          </label>
          <input
            id="seller-goods-kw"
            type="search"
            value={kw}
            maxLength={100}
            placeholder={t('seller.goods.list.search')}
            onChange={(event) => setKw(event.target.value)}
          />
          <button type="submit" className="button">
            <Search size={16} aria-hidden="true" />
            {t('seller.goods.list.searchButton')}
          </button>
        </form>
        <div className="seller-goods__category">
          <label htmlFor="seller-goods-category">{t('seller.goods.form.category')}</label>
          <select
            id="seller-goods-category"
            value={view.categoryIdx === null ? '' : String(view.categoryIdx)}
            onChange={(event) => go({ category: event.target.value || null })}
          >
            <option value="">{t('seller.goods.list.allCategories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.idx} value={String(category.idx)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <nav className="tabs seller-goods__tabs" aria-label={t('seller.goods.list.statusFilter')}>
        {tabs.map((status) => {
          const current = view.status === status;
          const count = counts?.[status ?? 'all'];
          return (
            <Link
              key={status ?? 'all'}
              to={{ search: withParams(params, { status, page: null }) }}
              className={`tabs__link${current ? ' tabs__link--current' : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={() => setSelected(new Set())}
            >
              {t(status ? `seller.goods.status.${status}` : 'seller.goods.list.all')}
              {count !== undefined && <span className="seller-goods__count">{number.format(count)}</span>}
            </Link>
          );
        })}
      </nav>
      {selected.size > 0 && (
        <div className="seller-goods__bulk" role="region" aria-label={t('seller.goods.list.bulkLabel')}>
          <span>{t('seller.goods.list.selected', { count: selected.size })}</span>
          <button
            type="button"
            className="button"
            disabled={statusMutation.isPending}
            onClick={() => void bulk('on_sale')}
          >
            <Eye size={16} aria-hidden="true" />
            {t('seller.goods.list.publish')}
          </button>
          <button
            type="button"
            className="button"
            disabled={statusMutation.isPending}
            onClick={() => void bulk('off_shelf')}
          >
            <EyeOff size={16} aria-hidden="true" />
            {t('seller.goods.list.unpublish')}
          </button>
        </div>
      )}
      {goods.isPending ? (
        <PageSkeleton />
      ) : goods.isError ? (
        <LoadError onRetry={() => void goods.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={t(
            view.kw || view.status || view.categoryIdx ? 'seller.goods.list.noMatch' : 'seller.goods.list.empty',
          )}
          text={view.kw || view.status || view.categoryIdx ? undefined : t('seller.goods.list.emptyText')}
          action={
            <Link to={RoutePath.sellerGoodsNew} className="button button--primary">
              <Plus size={18} aria-hidden="true" />
              {t('seller.goods.list.newProduct')}
            </Link>
          }
        />
      ) : (
        <>
          <GoodsTable
            rows={rows}
            view={view}
            selected={selected}
            editHref={goodsEditHref}
            onSelect={(idx, on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(idx);
                else next.delete(idx);
                return next;
              })
            }
            onSelectAll={(on) => setSelected(on ? new Set(rows.map((row) => row.idx)) : new Set())}
            onSort={(sort, order) => go({ sort, order })}
            saveStock={saveStock}
          />
          {goods.data && <Pager paging={goods.data.paging} params={params} />}
        </>
      )}
    </div>
  );
}
