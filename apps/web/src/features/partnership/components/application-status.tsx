import type { ShopApplicationView } from '@storefront/contract';
import { BadgeCheck, Clock, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';

const ICONS: Record<ShopApplicationView['status'], LucideIcon> = {
  pending: Clock,
  approved: BadgeCheck,
  rejected: ShieldAlert,
};

/** Where the user's application stands: a badge, what it means, what was filed, and the reason if refused. */
export function ApplicationStatus({ view, categoryName }: { view: ShopApplicationView; categoryName?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[view.status];
  return (
    <section className="card partnership-status" aria-labelledby="partnership-status-title">
      <h2 id="partnership-status-title" className="partnership-status__title">
        {t('partnership.status.title')}
      </h2>
      <p className={`partnership-badge partnership-badge--${view.status}`} data-testid="application-status">
        <Icon size={16} aria-hidden="true" />
        {t(`partnership.status.${view.status}`)}
      </p>
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
