import type { CurrentUser, EarningsDay } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { earningsLedgerQuery, earningsSummaryQuery } from './seller-orders-queries.ts';

/**
 * /seller/earnings: what the shop has earned (pending, available, commission, sales), a bar chart
 * of the last 30 days' sales with the same figures as a table for screen readers, the sale,
 * commission and withdrawal rows, and the way to the withdrawal that pays the balance out.
 */
export function EarningsBoard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const summary = useQuery(earningsSummaryQuery(user.idx));
  const ledger = useQuery(earningsLedgerQuery(user.idx, page));
  const data = summary.data;
  const pages = ledger.data ? Math.max(1, Math.ceil(ledger.data.paging.total / ledger.data.paging.size)) : 1;

  return (
    <div className="earnings">
      <div className="earnings__head">
        <h1 className="earnings__title">{t('seller.earnings.title')}</h1>
        <Link to="/mine/wallet/withdrawal" className="button button--primary">
          {t('seller.earnings.withdraw')}
        </Link>
      </div>
      {summary.isError && !data && <p role="alert">{t('seller.earnings.loadError')}</p>}
      <dl className="earnings__cards" aria-busy={summary.isPending} data-testid="earnings-cards">
        <Card
          label={t('seller.earnings.available')}
          value={data?.available}
          hint={t('seller.earnings.availableHint')}
        />
        <Card label={t('seller.earnings.pending')} value={data?.pending} hint={t('seller.earnings.pendingHint')} />
        <Card label={t('seller.earnings.sales')} value={data?.salesTotal} hint={t('seller.earnings.salesHint')} />
        <Card
          label={t('seller.earnings.commission')}
          value={data?.commissionPaid}
          hint={data ? t('seller.earnings.commissionHint', { percent: data.commissionPercent }) : ''}
        />
      </dl>
      <section className="earnings__chart card" aria-labelledby="earnings-chart-heading">
        <h2 id="earnings-chart-heading">{t('seller.earnings.chartTitle')}</h2>
        {data && <SalesChart days={data.days} />}
      </section>
      <section className="earnings__ledger card" aria-labelledby="earnings-ledger-heading">
        <h2 id="earnings-ledger-heading">{t('seller.earnings.ledgerTitle')}</h2>
        {ledger.data && ledger.data.rows.length === 0 && <p>{t('seller.earnings.ledgerEmpty')}</p>}
        <ul className="earnings__rows" data-testid="earnings-rows">
          {ledger.data?.rows.map((row) => (
            <li key={row.idx} data-kind={row.kind}>
              <span className="earnings__kind">{t(`wallet.ledger.kinds.${row.kind}`)}</span>
              <span className="earnings__ref">
                {row.reference && row.kind !== 'withdrawal'
                  ? t('seller.earnings.order', { orderNo: row.reference })
                  : ''}
              </span>
              <span className="earnings__when">{formatDateTime(row.createAt)}</span>
              <span className={`earnings__amount ${row.amount < 0 ? 'earnings__amount--out' : ''}`}>
                {row.amount > 0 ? '+' : '−'}
                {formatMoney(Math.abs(row.amount))}
              </span>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className="earnings__pager" aria-label={t('seller.orders.pages')}>
            {page > 1 && (
              <Link className="button" to={{ search: `?page=${page - 1}` }}>
                {t('seller.orders.previous')}
              </Link>
            )}
            <span>{t('seller.orders.pageOf', { page, pages })}</span>
            {page < pages && (
              <Link className="button" to={{ search: `?page=${page + 1}` }}>
                {t('seller.orders.next')}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

function Card({ label, value, hint }: { label: string; value: number | undefined; hint: string }) {
  return (
    <div className="earnings__card card">
      <dt>{label}</dt>
      <dd className="earnings__figure">{value === undefined ? '…' : formatMoney(value)}</dd>
      <dd className="earnings__hint">{hint}</dd>
    </div>
  );
}

const CHART_HEIGHT = 160;

/** One bar per day in plain SVG (hidden from screen readers), and the same days as a hidden table. */
function SalesChart({ days }: { days: EarningsDay[] }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...days.map((day) => day.sales));
  const width = days.length * 12;
  return (
    <>
      <svg
        className="earnings__svg"
        viewBox={`0 0 ${width} ${CHART_HEIGHT + 2}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        data-testid="earnings-chart"
      >
        {days.map((day, n) => {
          const height = day.sales > 0 ? Math.max(2, (day.sales / top) * CHART_HEIGHT) : 0;
          return (
            <rect
              key={day.date}
              x={n * 12 + 2}
              y={CHART_HEIGHT - height}
              width={8}
              height={height}
              rx={1.5}
              className="earnings__bar"
            >
              <title>
                {t('seller.earnings.bar', { date: day.date, amount: formatMoney(day.sales), n: day.orders })}
              </title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={CHART_HEIGHT + 1} y2={CHART_HEIGHT + 1} className="earnings__axis" />
      </svg>
      <div className="earnings__axis-labels" aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
      {/* The figures for a screen reader: a table is as wide as its cells whatever its own width, so the box that hides it is a div. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('seller.earnings.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('seller.earnings.date')}</th>
              <th scope="col">{t('seller.earnings.sales')}</th>
              <th scope="col">{t('seller.earnings.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{formatMoney(day.sales)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
