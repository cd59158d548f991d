import type { ShopApplicationView } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { ReviewStatus } from '../../../components/review-status.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Where the user's application stands: a badge, what it means, what was filed, and the reason if refused. */
export function ApplicationStatus({ view, categoryName }: { view: ShopApplicationView; categoryName?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card partnership-status" aria-labelledby="partnership-status-title">
      <h2 id="partnership-status-title" className="partnership-status__title">
        {t('partnership.status.title')}
      </h2>
      <ReviewStatus state={view.status} label={t(`partnership.status.${view.status}`)} testId="application-status" />
      <p className="partnership-status__text">{t(`partnership.statusText.${view.status}`)}</p>
      {view.status === 'rejected' && view.reason && (
        <p className="partnership-status__reason">
          <strong>{t('partnership.status.reason')}</strong> {view.reason}
        </p>
      )}
      {view.status === 'approved' && view.shopIdx && (
        <Link to={`/shop/${view.shopIdx}`} className="button button--primary">
          {t('partnership.status.visitShop')}
        </Link>
      )}
      <dl className="partnership-facts">
        <div>
          <dt>{t('partnership.form.shopName')}</dt>
          <dd>{view.shopName}</dd>
        </div>
        {categoryName && (
          <div>
            <dt>{t('partnership.form.category')}</dt>
            <dd>{categoryName}</dd>
          </div>
        )}
        <div>
          <dt>{t('partnership.status.submitted')}</dt>
          <dd>{formatDateTime(view.createAt)}</dd>
        </div>
        {view.reviewedAt && (
          <div>
            <dt>{t('partnership.status.reviewed')}</dt>
            <dd>{formatDateTime(view.reviewedAt)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
