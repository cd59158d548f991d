import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { GoodsListing } from '../features/catalog/listing/goods-listing.tsx';

/** /goods: every product, with filters, sort and pages in the URL. */
export default function GoodsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.goods.title')}>
      <GoodsListing />
    </PageFrame>
  );
}
