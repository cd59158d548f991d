import { RoutePath } from '@storefront/contract/routes';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame.tsx';
import { GoodsEditor } from '../../features/seller-goods/components/goods-editor.tsx';

/** /seller/goods/new and /seller/goods/:idx: the product form. */
export default function SellerGoodsFormPage() {
  const { t } = useTranslation();
  const { idx: param } = useParams();
  const idx = param !== undefined && /^\d+$/.test(param) ? Number(param) : null;
  return (
    <PageFrame
      title={t(idx === null ? 'seller.goods.form.newTitle' : 'seller.goods.form.editTitle')}
      actions={
        <Link to={RoutePath.sellerGoods} className="button">
          <ArrowLeft size={18} aria-hidden="true" />
          {t('seller.goods.form.backToList')}
        </Link>
      }
    >
      <GoodsEditor key={idx ?? 'new'} idx={idx} />
    </PageFrame>
  );
}
