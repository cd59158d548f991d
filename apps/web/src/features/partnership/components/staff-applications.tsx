import type { ShopApplicationView } from '@storefront/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ClipboardCheck, LoaderCircle, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ReviewStatus } from '../../../components/review-status.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { categoriesQuery } from '../../../api/get-categories.ts';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { parsePage, withParams } from '../../../components/listing/list-params.ts';
import { Pager } from '../../../components/listing/pager.tsx';
import {
  APPLICATION_FILTERS,
  reviewApplication,
  useStaffApplications,
  type ApplicationFilter,
} from '../api/staff-applications.ts';

const parseFilter = (value: string | null): ApplicationFilter =>
  APPLICATION_FILTERS.find((filter) => filter === value) ?? 'pending';

/** Staff's review of shop applications: status tabs (in the URL), the list, approve and reject. */
export function StaffApplications() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const list = useStaffApplications(filter, page, true);
  const categories = useQuery(categoriesQuery());
  const names = new Map((categories.data ?? []).map((category) => [category.idx, category.name]));

  return (
    <section aria-labelledby="staff-applications-title" className="staff-applications">
      <h2 id="staff-applications-title" className="staff-applications__title">
        {t('staff.applications.title')}
      </h2>
      <nav className="tabs" aria-label={t('staff.applications.filters')}>
        {APPLICATION_FILTERS.map((value) => (
          <Link
            key={value}
            to={{ search: withParams(params, { status: value === 'pending' ? null : value, page: null }) }}
            className={`tabs__link${value === filter ? ' tabs__link--current' : ''}`}
            aria-current={value === filter ? 'page' : undefined}
          >
            {t(`staff.applications.tabs.${value}`)}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <div className="staff-applications__list" role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="card partnership-skeleton" />
        </div>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title={t(`staff.applications.empty.${filter}`)} />
      ) : (
        <>
          <ul className="staff-applications__list">
            {list.data.rows.map((application) => (
              <li key={application.idx}>
                <ApplicationRow application={application} categoryName={names.get(application.categoryIdx)} />
              </li>
            ))}
          </ul>
          <Pager paging={list.data.paging} params={params} />
        </>
      )}
    </section>
  );
}

function ApplicationRow({ application, categoryName }: { application: ShopApplicationView; categoryName?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');

  const review = async (approve: boolean) => {
    if (busy) return;
    setBusy(approve ? 'approve' : 'reject');
    const done = await reviewApplication(application.idx, approve, approve ? undefined : reason.trim());
    setBusy(null);
    if (done) await client.invalidateQueries({ queryKey: ['staff/shop/application/list'] });
  };
  const handleReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('staff.applications.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    void review(false);
  };

  return (
    <article className="card staff-application" aria-labelledby={`${id}-name`} data-testid="staff-application">
      <header className="staff-application__head">
        <h3 id={`${id}-name`} className="staff-application__name">
          {application.shopName}
        </h3>
        <ReviewStatus state={application.status} label={t(`partnership.status.${application.status}`)} />
      </header>
      <dl className="partnership-facts staff-application__facts">
        <div>
          <dt>{t('partnership.form.category')}</dt>
          <dd>{categoryName ?? '-'}</dd>
        </div>
        <div>
          <dt>{t('partnership.form.contactName')}</dt>
          <dd>{application.contactName}</dd>
        </div>
        <div>
          <dt>{t('partnership.form.contactPhone')}</dt>
          <dd>{application.contactPhone}</dd>
        </div>
        <div>
          <dt>{t('partnership.form.email')}</dt>
          <dd>
            <a href={`mailto:${application.email}`}>{application.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('partnership.status.submitted')}</dt>
          <dd>{formatDateTime(application.createAt)}</dd>
        </div>
        {application.reviewedAt && (
          <div>
            <dt>{t('partnership.status.reviewed')}</dt>
            <dd>{formatDateTime(application.reviewedAt)}</dd>
          </div>
        )}
      </dl>
      <p className="staff-application__description">{application.description}</p>
      {application.reason && (
        <p className="partnership-status__reason">
          <strong>{t('partnership.status.reason')}</strong> {application.reason}
        </p>
      )}
      {application.status === 'approved' && application.shopIdx && (
        <Link to={`/shop/${application.shopIdx}`}>{t('staff.applications.openShop')}</Link>
      )}
      {application.status === 'pending' && !rejecting && (
        <div className="staff-application__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void review(true)}
            disabled={busy !== null}
            aria-busy={busy === 'approve' || undefined}
          >
            {busy === 'approve' ? (
              <LoaderCircle size={16} className="spin" aria-hidden="true" />
            ) : (
              <Check size={16} aria-hidden="true" />
            )}
            {t('staff.applications.approve')}
            <span className="visually-hidden"> {application.shopName}</span>
          </button>
          <button type="button" className="button" onClick={() => setRejecting(true)} disabled={busy !== null}>
            <X size={16} aria-hidden="true" />
            {t('staff.applications.reject')}
            <span className="visually-hidden"> {application.shopName}</span>
          </button>
        </div>
      )}
      {application.status === 'pending' && rejecting && (
        <form className="staff-application__reject" noValidate onSubmit={handleReject}>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('staff.applications.reason')}</label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${id}-reason-error`}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError('');
              }}
              autoFocus
            />
            <p id={`${id}-reason-error`} className="field__error">
              {reasonError}
            </p>
          </div>
          <div className="staff-application__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy !== null}
              aria-busy={busy === 'reject' || undefined}
            >
              {busy === 'reject' && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
              {t('staff.applications.confirmReject')}
            </button>
            <button type="button" className="button" onClick={() => setRejecting(false)} disabled={busy !== null}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
