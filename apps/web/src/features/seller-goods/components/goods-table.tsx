import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { SellerGoodsRow } from '@storefront/contract';
import { nextOrder, type SellerGoodsSort, type SellerGoodsView } from '../goods-list-params.ts';
import { StockCell } from './stock-cell.tsx';

interface GoodsTableProps {
  rows: SellerGoodsRow[];
  view: SellerGoodsView;
  selected: ReadonlySet<number>;
  onSelect: (idx: number, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onSort: (sort: SellerGoodsSort, order: 'asc' | 'desc') => void;
  saveStock: (skuIdx: number, stock: number) => Promise<string | null>;
  editHref: (idx: number) => string;
}

function SortHeader({
  sort,
  view,
  onSort,
  className,
}: {
  sort: SellerGoodsSort;
  view: SellerGoodsView;
  onSort: GoodsTableProps['onSort'];
  className?: string;
}) {
  const { t } = useTranslation();
  const active = view.sort === sort;
  const Icon = !active ? ArrowUpDown : view.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className="goods-table__sort" onClick={() => onSort(sort, nextOrder(view, sort))}>
        {t(`seller.goods.list.columns.${sort}`)}
        <Icon size={14} aria-hidden="true" />
      </button>
    </th>
  );
}

/**
 * The shop's goods: a table on a large screen, each row a card on a phone (the same markup, the
 * cells' labels shown by the stylesheet). Stock is edited in place.
 */
export function GoodsTable({
  rows,
  view,
  selected,
  onSelect,
  onSelectAll,
  onSort,
  saveStock,
  editHref,
}: GoodsTableProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.idx));
  return (
    <table className="goods-table">
      <caption className="visually-hidden">{t('seller.goods.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="goods-table__check">
            <input
              type="checkbox"
              checked={allSelected}
              aria-label={t('seller.goods.list.selectAll')}
              onChange={(event) => onSelectAll(event.target.checked)}
            />
          </th>
          <th scope="col" className="goods-table__picture">
            <span className="visually-hidden">{t('seller.goods.list.columns.picture')}</span>
          </th>
          <SortHeader sort="title" view={view} onSort={onSort} />
          <SortHeader sort="price" view={view} onSort={onSort} />
          <SortHeader sort="stock" view={view} onSort={onSort} />
          <th scope="col">{t('seller.goods.list.columns.status')}</th>
          <SortHeader sort="sales" view={view} onSort={onSort} />
          <SortHeader sort="updated" view={view} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.idx} className={selected.has(row.idx) ? 'goods-table__row--selected' : undefined}>
            <td className="goods-table__check">
              <input
                type="checkbox"
                checked={selected.has(row.idx)}
                aria-label={t('seller.goods.list.select', { title: row.title })}
                onChange={(event) => onSelect(row.idx, event.target.checked)}
              />
            </td>
            <td className="goods-table__picture">
              {row.cover ? (
                <img src={row.cover} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="goods-table__no-picture" />
              )}
            </td>
            <td className="goods-table__title">
              <Link to={editHref(row.idx)}>{row.title}</Link>
              {row.takenDownReason && (
                <p className="seller-goods__takedown">{t('seller.goods.takenDown', { reason: row.takenDownReason })}</p>
              )}
            </td>
            <td data-label={t('seller.goods.list.columns.price')} className="goods-table__number price">
              {formatMoney(row.price)}
            </td>
            <td data-label={t('seller.goods.list.columns.stock')}>
              <StockCell row={row} save={saveStock} />
            </td>
            <td data-label={t('seller.goods.list.columns.status')}>
              <span className={`goods-status goods-status--${row.status}`}>
                {t(`seller.goods.status.${row.status}`)}
              </span>
            </td>
            <td data-label={t('seller.goods.list.columns.sales')} className="goods-table__number">
              {number.format(row.sales)}
            </td>
            <td data-label={t('seller.goods.list.columns.updated')} className="goods-table__date">
              {formatDateTime(row.updatedAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
