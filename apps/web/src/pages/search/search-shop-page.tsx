import { SHOP_SORTS } from '@storefront/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { useListParams } from '../../components/listing/list-params.ts';
import { Pager } from '../../components/listing/pager.tsx';
import { SortBar } from '../../components/listing/sort-bar.tsx';
import { shopListQuery } from '../../features/catalog/shop/shop-queries.ts';
import { useFollowedShops } from '../../features/catalog/shop/use-followed-shops.ts';
import { useFollowShop } from '../../features/catalog/shop/use-follow-shop.ts';
import { ResultTabs } from '../../features/search/result-tabs.tsx';
import { ShopResults } from '../../features/search/shop-results.tsx';

/** /search/shop?kw=: shops matching the keyword (every shop without one), sort and page in the URL. */
export default function SearchShopPage() {
  const { t } = useTranslation();
  // Asked before the list, as when the results asked them themselves.
  const followed = useFollowedShops();
  const follow = useFollowShop();
  const { params, kw, sort, page } = useListParams(SHOP_SORTS);
  const shops = useQuery({ ...shopListQuery({ kw, sort, page }), placeholderData: (previous) => previous });
  const total = shops.data?.paging.total;
  return (
    <PageFrame
      title={kw ? t('search.shops.titleFor', { kw }) : t('search.shops.title')}
      actions={
        total !== undefined ? (
          <span className="search-results__count">{t('search.shops.count', { count: total })}</span>
        ) : undefined
      }
    >
      <ResultTabs kw={kw} current="shops" />
      <SortBar sorts={SHOP_SORTS} current={sort} params={params} labelKey={(s) => `search.shops.sort.${s}`} />
      <ShopResults query={shops} kw={kw} followed={followed} follow={follow} />
      {shops.data && <Pager paging={shops.data.paging} params={params} />}
    </PageFrame>
  );
}
