import { PackageX, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/** An unknown, removed or malformed product idx. */
export function DetailNotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('catalog.detail.notFound.title')}>
      <div data-testid="goods-not-found">
        <EmptyState
          icon={PackageX}
          title={t('catalog.detail.notFound.message')}
          action={
            <div className="detail-state__actions">
              <Link to="/" className="button button--primary">
                {t('catalog.detail.notFound.home')}
              </Link>
              <Link to="/goods" className="button">
                {t('catalog.detail.notFound.browse')}
              </Link>
            </div>
          }
        />
      </div>
    </PageFrame>
  );
}

export function DetailError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('catalog.detail.error.title')}>
      <EmptyState
        icon={TriangleAlert}
        title={t('catalog.detail.error.message')}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
          </button>
        }
      />
    </PageFrame>
  );
}

/** The page's shape while the product loads: gallery square and buy box lines, no text. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container goods-detail" aria-busy="true">
      <h1 className="visually-hidden">{t('catalog.detail.loading')}</h1>
      <div className="goods-detail__top">
        <div className="detail-skeleton detail-skeleton--gallery" />
        <div className="goods-detail__skeleton-box">
          <div className="detail-skeleton detail-skeleton--line detail-skeleton--wide" />
          <div className="detail-skeleton detail-skeleton--line" />
          <div className="detail-skeleton detail-skeleton--price" />
          <div className="detail-skeleton detail-skeleton--block" />
        </div>
      </div>
    </div>
  );
}
