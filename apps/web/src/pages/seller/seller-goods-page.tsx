import { RoutePath } from '@storefront/contract/routes';
import { Plus } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { SellerGoodsList } from '../../features/seller-goods/components/seller-goods-list.tsx';

/** /seller/goods: the shop's goods. */
export default function SellerGoodsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('seller.goods.list.title')}
      actions={
        <Link to={RoutePath.sellerGoodsNew} className="button button--primary">
          <Plus size={18} aria-hidden="true" />
          {t('seller.goods.list.newProduct')}
        </Link>
      }
    >
      <SellerGoodsList />
    </PageFrame>
  );
}
