import { GOODS_SORTS } from '@storefront/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Package, SearchX } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { useListParams } from '../../components/listing/list-params.ts';
import { Pager } from '../../components/listing/pager.tsx';
import { ShopGoodsList } from '../../features/catalog/shop/shop-goods-list.tsx';
import { shopGoodsQuery } from '../../features/catalog/shop/shop-queries.ts';
import { SortBar } from '../../components/listing/sort-bar.tsx';

/** /shop/{idx}: every product of the shop, searchable by keyword, with sort and page in the URL. */
export default function ShopGoodsPage() {
  const { t } = useTranslation();
  const shopIdx = Number(useParams().idx);
  const { params, kw, sort, page } = useListParams(GOODS_SORTS);
  const goods = useQuery({ ...shopGoodsQuery({ shopIdx, kw, sort, page }), placeholderData: (previous) => previous });
  const total = goods.data?.paging.total;

  const empty = kw ? (
    <EmptyState
      icon={SearchX}
      title={t('catalog.shop.noMatch', { kw })}
      action={
        <Link to={`/shop/${shopIdx}`} className="button">
          {t('catalog.shop.showAll')}
        </Link>
      }
    />
  ) : (
    <EmptyState icon={Package} title={t('catalog.shop.noGoods')} />
  );

  return (
    <section className="shop-section" aria-labelledby="shop-goods-heading">
      <div className="shop-section__head">
        <h2 id="shop-goods-heading" className="shop-section__title">
          {kw ? t('catalog.shop.resultsFor', { kw }) : t('catalog.shop.tabAll')}
          {total !== undefined && (
            <span className="shop-section__count">{t('catalog.shop.goodsTotal', { count: total })}</span>
          )}
        </h2>
        {kw && (
          <Link to={`/shop/${shopIdx}`} className="shop-section__clear">
            {t('catalog.shop.clearSearch')}
          </Link>
        )}
      </div>
      {total !== 0 && (
        <SortBar sorts={GOODS_SORTS} current={sort} params={params} labelKey={(s) => `catalog.shop.goodsSort.${s}`} />
      )}
      <ShopGoodsList query={goods} empty={empty} />
      {goods.data && <Pager paging={goods.data.paging} params={params} />}
    </section>
  );
}
