import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { GoodsListing } from '../features/catalog/listing/goods-listing.tsx';

const SCOPE = { discounted: true } as const;

/** /discounted: the goods listing limited to products on sale. */
export default function DiscountedPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.discounted.title')}>
      <p className="listing-intro">{t('catalog.listing.discountedIntro')}</p>
      <GoodsListing scope={SCOPE} emptyTitle={t('pages.discounted.empty')} />
    </PageFrame>
  );
}
