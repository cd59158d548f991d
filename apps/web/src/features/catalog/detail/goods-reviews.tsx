import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareText, RotateCw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { reviewsQuery } from './goods-detail-api.ts';
import type { ReviewsPage } from './goods-detail-types.ts';
import { ReviewRow } from './review-row.tsx';
import { Stars } from './stars.tsx';
import './goods-reviews.css';

const STAR_LEVELS = [5, 4, 3, 2, 1];

function ReviewSummary({ summary }: { summary: ReviewsPage['summary'] }) {
  const { t } = useTranslation();
  return (
    <div className="review-summary">
      <div className="review-summary__score">
        <span className="review-summary__average">{summary.average.toFixed(1)}</span>
        <Stars rating={summary.average} size={18} />
        <span className="review-summary__count">{t('catalog.detail.reviews.count', { count: summary.count })}</span>
      </div>
      <ul className="review-summary__bars" aria-label={t('catalog.detail.reviews.breakdown')}>
        {STAR_LEVELS.map((level, index) => {
          const count = summary.stars[index] ?? 0;
          const percent = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={level} className="review-summary__bar">
              <span className="review-summary__level">{t('catalog.detail.reviews.stars', { count: level })}</span>
              <span className="review-summary__track" aria-hidden="true">
                <span className="review-summary__fill" style={{ width: `${percent}%` }} />
              </span>
              <span className="review-summary__n">
                {count}
                <span className="visually-hidden"> ({percent}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Reviews of the product: the rating summary, then the rows, newest first, ten at a time. */
export function GoodsReviews({ goodsIdx }: { goodsIdx: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(reviewsQuery(goodsIdx));
  // Below the first screen: drawn as a deferred render, in short slices (see related-goods.tsx).
  const data = useDeferredValue(query.data);
  const pages = data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const summary = pages[0]?.summary;

  return (
    <section id="reviews" className="detail-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="detail-section__title">
        {t('catalog.detail.reviews.title')}
      </h2>
      {data === undefined && !query.isError && (
        <div className="detail-skeleton detail-skeleton--reviews" aria-busy="true" />
      )}
      {query.isError && rows.length === 0 && (
        <div className="detail-error" role="alert">
          <p>{t('catalog.detail.reviews.error')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
          </button>
        </div>
      )}
      {summary && summary.count === 0 && (
        <EmptyState
          icon={MessageSquareText}
          title={t('catalog.detail.reviews.empty')}
          text={t('catalog.detail.reviews.emptyText')}
        />
      )}
      {summary && summary.count > 0 && (
        <>
          <ReviewSummary summary={summary} />
          <ul className="review-list">
            {rows.map((review) => (
              <li key={review.idx}>
                <ReviewRow review={review} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <button
              type="button"
              className="button review-list__more"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('catalog.detail.reviews.more')}
            </button>
          )}
          {query.isFetchNextPageError && (
            <p className="detail-error__text" role="alert">
              {t('catalog.detail.reviews.error')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
