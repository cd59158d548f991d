import type { CurrentUser, OrderView } from '@storefront/contract';
import { ORDER_KEYWORD_MAX, ORDER_STATUSES, type OrderStatus } from '@storefront/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { Modal } from '../../components/modal.tsx';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { OrderDetail, orderDetailQuery, StatusBadge } from '../orders/public.ts';
import { sellerOrderListQuery } from './seller-orders-queries.ts';

const isStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** The list's state from the URL (?status=&q=&page=), so a view can be reloaded or shared. */
function readParams(params: URLSearchParams) {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    status: isStatus(status) ? status : null,
    keyword: (params.get('q') ?? '').trim().slice(0, ORDER_KEYWORD_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

function searchOf(params: URLSearchParams, change: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in change)) next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * /seller/orders: status tabs with counts, a search by order number, the shop's orders (a table on
 * a large screen, cards on a phone) and an order's detail in a dialog with its ship and cancel
 * actions. The server checks the caller owns the shop on every call.
 */
export function SellerOrdersBoard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { status, keyword, page } = readParams(params);
  const list = useQuery(sellerOrderListQuery(user.idx, status, keyword, page));
  const [open, setOpen] = useState<number | null>(null);
  const data = list.data;
  const counts = data?.counts;
  const all = counts ? ORDER_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const tabs = [
    { status: null, label: t('orders.tabs.all'), count: all },
    ...ORDER_STATUSES.map((s) => ({ status: s, label: t(`orders.status.${s}`), count: counts?.[s] })),
  ];
  const pages = data ? Math.max(1, Math.ceil(data.paging.total / data.paging.size)) : 1;

  return (
    <div className="seller-orders">
      <h1 className="seller-orders__title">{t('seller.orders.title')}</h1>
      <SearchForm
        initial={keyword}
        onSearch={(q) => setParams(new URLSearchParams(searchOf(params, { q }).slice(1)))}
      />
      <nav className="seller-orders__tabs" aria-label={t('orders.tabs.label')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.status ?? 'all'}>
              <Link
                to={{ search: searchOf(params, { status: tab.status }) }}
                className="seller-orders__tab"
                aria-current={tab.status === status ? 'page' : undefined}
                data-status={tab.status ?? 'all'}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span className="seller-orders__count">
                    <span className="visually-hidden">(</span>
                    {tab.count}
                    <span className="visually-hidden">)</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.isPending ? (
        <p className="seller-orders__muted">{t('seller.orders.loading')}</p>
      ) : list.isError && !data ? (
        <p role="alert">
          {t('seller.orders.loadError')}{' '}
          <button type="button" className="button" onClick={() => void list.refetch()}>
            {t('seller.orders.retry')}
          </button>
        </p>
      ) : !data || data.rows.length === 0 ? (
        <p className="seller-orders__muted" data-testid="seller-orders-empty">
          {keyword ? t('seller.orders.noMatch', { keyword }) : t('seller.orders.empty')}
        </p>
      ) : (
        <>
          <table className="seller-orders__table" data-testid="seller-order-list" aria-busy={list.isPlaceholderData}>
            <caption className="visually-hidden">{t('seller.orders.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('seller.orders.col.order')}</th>
                <th scope="col">{t('seller.orders.col.buyer')}</th>
                <th scope="col">{t('seller.orders.col.items')}</th>
                <th scope="col">{t('seller.orders.col.total')}</th>
                <th scope="col">{t('seller.orders.col.delivery')}</th>
                <th scope="col">{t('seller.orders.col.placed')}</th>
                <th scope="col">{t('seller.orders.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((order) => (
                <Row key={order.idx} order={order} onOpen={() => setOpen(order.idx)} />
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className="seller-orders__pager" aria-label={t('seller.orders.pages')}>
              {page > 1 && (
                <Link className="button" to={{ search: searchOf(params, { page: String(page - 1) }) }}>
                  {t('seller.orders.previous')}
                </Link>
              )}
              <span>{t('seller.orders.pageOf', { page, pages })}</span>
              {page < pages && (
                <Link className="button" to={{ search: searchOf(params, { page: String(page + 1) }) }}>
                  {t('seller.orders.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
      <Modal open={open !== null} onClose={() => setOpen(null)} title={t('seller.orders.detailTitle')} width={760}>
        {open !== null && <DetailBody user={user} idx={open} />}
      </Modal>
    </div>
  );
}

function Row({ order, onOpen }: { order: OrderView; onOpen: () => void }) {
  const { t } = useTranslation();
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <tr data-order-no={order.orderNo}>
      <td data-label={t('seller.orders.col.order')}>
        <button type="button" className="seller-orders__open" onClick={onOpen}>
          {order.orderNo}
        </button>
      </td>
      <td data-label={t('seller.orders.col.buyer')}>{order.buyer?.name ?? ''}</td>
      <td data-label={t('seller.orders.col.items')}>
        {order.items[0]?.title ?? ''}
        {order.items.length > 1 && ` ${t('seller.orders.more', { n: order.items.length - 1 })}`}
        <span className="seller-orders__muted"> × {pieces}</span>
      </td>
      <td data-label={t('seller.orders.col.total')} className="seller-orders__money">
        {formatMoney(order.total)}
      </td>
      <td data-label={t('seller.orders.col.delivery')} className="seller-orders__money">
        {formatMoney(order.deliveryFee)}
      </td>
      <td data-label={t('seller.orders.col.placed')}>{formatDateTime(order.createAt)}</td>
      <td data-label={t('seller.orders.col.status')}>
        <StatusBadge status={order.status} />
      </td>
    </tr>
  );
}

function DetailBody({ user, idx }: { user: CurrentUser; idx: number }) {
  const { t } = useTranslation();
  const detail = useQuery(orderDetailQuery(user.idx, idx));
  if (detail.isPending) return <p>{t('seller.orders.loading')}</p>;
  if (!detail.data) return <p role="alert">{t('seller.orders.loadError')}</p>;
  return (
    <>
      {!detail.data.address && (
        <p className="seller-orders__muted" data-testid="address-hidden">
          {t('seller.orders.addressHidden')}
        </p>
      )}
      <OrderDetail order={detail.data} viewer={user} />
    </>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="seller-orders__search" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('seller.orders.searchLabel')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        inputMode="numeric"
        maxLength={ORDER_KEYWORD_MAX}
        placeholder={t('seller.orders.searchLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button">
        <Search size={16} aria-hidden="true" /> {t('seller.orders.search')}
      </button>
    </form>
  );
}
