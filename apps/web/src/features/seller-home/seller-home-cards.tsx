import { RoutePath } from '@storefront/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Banknote, MessageCircle, PackageX, Receipt, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { fetchData } from '../../api/query.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { openPmScreen } from '../pm/public.ts';
import './seller-home.css';

/** Per owner, so another account signing in on this tab never sees the last one's figures. */
const homeQueryKey = (userIdx: number) => ['seller/home', userIdx] as const;

const goodsEditPath = (idx: number) => RoutePath.sellerGoodsEdit.replace(':idx', String(idx));

function Card({
  title,
  icon,
  figure,
  children,
}: {
  title: string;
  icon: ReactNode;
  figure: string;
  children?: ReactNode;
}) {
  return (
    <section className="seller-card">
      <h2 className="seller-card__title">
        {icon}
        {title}
      </h2>
      <p className="seller-card__figure">{figure}</p>
      {children}
    </section>
  );
}

/**
 * The seller home (/seller): orders to ship, unread buyer messages (the chat one click away),
 * goods out of stock, the last 30 days' sales and earnings, each card leading on.
 */
export function SellerHomeCards({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const home = useQuery({ queryKey: homeQueryKey(userIdx), queryFn: () => fetchData('seller/home') });
  if (home.isPending) return <div className="seller-cards" aria-busy="true" />;
  if (home.isError) {
    return (
      <div role="alert" className="seller-home__failed">
        <p>{t('seller.home.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void home.refetch()}>
          {t('seller.home.retry')}
        </button>
      </div>
    );
  }
  const data = home.data;
  return (
    <div className="seller-cards">
      <Card
        title={t('seller.home.toShip')}
        icon={<Receipt size={20} aria-hidden="true" />}
        figure={String(data.toShip.count)}
      >
        {data.toShip.rows.length > 0 ? (
          <ul className="seller-card__list">
            {data.toShip.rows.map((order) => (
              <li key={order.idx}>
                <Link to={`${RoutePath.sellerOrders}?status=paid`} className="seller-card__row">
                  <span>{order.orderNo}</span>
                  <span>{formatMoney(order.total)}</span>
                  <span className="seller-card__muted">{formatDateTime(order.paidAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="seller-card__muted">{t('seller.home.nothingToShip')}</p>
        )}
        <Link to={RoutePath.sellerOrders} className="seller-card__more">
          {t('seller.home.allOrders')}
        </Link>
      </Card>
      <Card
        title={t('seller.home.messages')}
        icon={<MessageCircle size={20} aria-hidden="true" />}
        figure={String(data.unreadMessages)}
      >
        <p className="seller-card__muted">{t('seller.home.messagesText', { count: data.unreadMessages })}</p>
        <button type="button" className="button seller-card__action" aria-haspopup="dialog" onClick={openPmScreen}>
          {t('seller.home.openMessages')}
        </button>
      </Card>
      <Card
        title={t('seller.home.outOfStock')}
        icon={<PackageX size={20} aria-hidden="true" />}
        figure={String(data.outOfStock.count)}
      >
        {data.outOfStock.rows.length > 0 ? (
          <ul className="seller-card__list">
            {data.outOfStock.rows.map((goods) => (
              <li key={goods.idx}>
                <Link to={goodsEditPath(goods.idx)} className="seller-card__row">
                  <img src={goods.cover} alt="" width={32} height={32} className="seller-card__thumb" />
                  <span className="seller-card__name">{goods.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="seller-card__muted">{t('seller.home.allInStock')}</p>
        )}
        <Link to={RoutePath.sellerGoods} className="seller-card__more">
          {t('seller.home.allGoods')}
        </Link>
      </Card>
      <Card
        title={t('seller.home.sales')}
        icon={<TrendingUp size={20} aria-hidden="true" />}
        figure={formatMoney(data.sales.total)}
      >
        <p className="seller-card__muted">{t('seller.home.salesOrders', { count: data.sales.orders })}</p>
      </Card>
      <Card
        title={t('seller.home.earnings')}
        icon={<Banknote size={20} aria-hidden="true" />}
        figure={formatMoney(data.earnings)}
      >
        <p className="seller-card__muted">{t('seller.home.earningsText')}</p>
        <Link to={RoutePath.sellerEarnings} className="seller-card__more">
          {t('seller.home.allEarnings')}
        </Link>
      </Card>
    </div>
  );
}
