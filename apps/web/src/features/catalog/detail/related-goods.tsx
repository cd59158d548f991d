import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { GoodsCard } from '../../../components/listing/goods-card.tsx';
import { relatedGoodsQuery } from './goods-detail-api.ts';

const SKELETON_CARDS = [0, 1, 2, 3, 4];

/** Goods of the same category, best sellers first, as one scrollable row of cards. */
export function RelatedGoods({ goodsIdx }: { goodsIdx: number }) {
  const { t } = useTranslation();
  const query = useQuery(relatedGoodsQuery(goodsIdx));
  // Below the first screen: the cards are drawn as a deferred render, in short slices, rather
  // than in the one long task a query's answer would otherwise trigger while the page starts.
  const related = useDeferredValue(query.data);
  return (
    <section className="detail-section" aria-labelledby="related-title">
      <h2 id="related-title" className="detail-section__title">
        {t('catalog.detail.related.title')}
      </h2>
      {related === undefined && !query.isError && (
        <ul className="related-row" aria-busy="true">
          {SKELETON_CARDS.map((n) => (
            <li key={n} className="related-row__item">
              <div className="detail-skeleton detail-skeleton--card" />
            </li>
          ))}
        </ul>
      )}
      {query.isError && (
        <div className="detail-error" role="alert">
          <p>{t('catalog.detail.related.error')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
          </button>
        </div>
      )}
      {related?.length === 0 && <p className="detail-section__empty">{t('catalog.detail.related.empty')}</p>}
      {related && related.length > 0 && (
        <ul className="related-row">
          {related.map((goods) => (
            <li key={goods.idx} className="related-row__item">
              <GoodsCard goods={goods} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
