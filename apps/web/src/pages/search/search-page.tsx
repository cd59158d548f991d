import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { GoodsListing } from '../../features/catalog/listing/goods-listing.tsx';
import { ResultTabs } from '../../features/search/result-tabs.tsx';

/** /search?kw=: the goods listing for a keyword, best matches first, with a tab to the shop results. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kw = (params.get('kw') ?? '').trim();
  const shopResults = `/search/shop?kw=${encodeURIComponent(kw)}`;
  return (
    <PageFrame title={kw ? t('catalog.listing.search.resultsFor', { kw }) : t('pages.search.title')}>
      <div className="listing-tabs">
        <ResultTabs kw={kw} current="goods" />
      </div>
      <GoodsListing
        // A new keyword is a new search: the listing's own state (an open drawer) starts over.
        key={kw}
        scope={{ kw }}
        emptyTitle={kw ? t('catalog.listing.search.noGoods', { kw }) : t('pages.search.empty')}
        emptyAction={
          kw ? (
            <Link to={shopResults} className="button">
              {t('catalog.listing.search.tryShops', { kw })}
            </Link>
          ) : undefined
        }
      />
    </PageFrame>
  );
}
