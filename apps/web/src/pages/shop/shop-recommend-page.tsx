import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ShopGoodsList } from '../../features/catalog/shop/shop-goods-list.tsx';
import { shopGoodsQuery } from '../../features/catalog/shop/shop-queries.ts';

/** The shop's best sellers: its ten products with the most sales. */
const BEST_SELLERS = 10;

/** /shop/{idx}/recommend: what this shop's buyers pick most. */
export default function ShopRecommendPage() {
  const { t } = useTranslation();
  const shopIdx = Number(useParams().idx);
  const goods = useQuery(shopGoodsQuery({ shopIdx, sort: 'sales', page: 1, size: BEST_SELLERS }));
  return (
    <section className="shop-section" aria-labelledby="shop-recommend-heading">
      <div className="shop-section__head">
        <h2 id="shop-recommend-heading" className="shop-section__title">
          {t('catalog.shop.tabRecommend')}
        </h2>
        <p className="shop-section__hint">{t('catalog.shop.recommendHint')}</p>
      </div>
      <ShopGoodsList
        query={goods}
        skeletonCount={BEST_SELLERS}
        ranked
        empty={<EmptyState icon={ThumbsUp} title={t('catalog.shop.noRecommend')} />}
      />
    </section>
  );
}
