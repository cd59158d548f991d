import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ReviewStatus } from '../../../components/review-status.tsx';
import type { RealnameView } from '../api/get-realname-status.ts';

/** Where the user's verification stands: a badge, what it means, and what was filed. */
export function RealnameStatusCard({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  return (
    <section className="card realname-status" aria-labelledby="realname-status-title">
      <h2 id="realname-status-title" className="realname-status__title">
        {t('realname.status.title')}
      </h2>
      <ReviewStatus state={view.status} label={t(`realname.status.${view.status}`)} testId="realname-status" />
      <p className="realname-status__text">{t(`realname.statusText.${view.status}`)}</p>
      {view.status !== 'none' && (
        <dl className="realname-status__facts">
          <div>
            <dt>{t('realname.realName')}</dt>
            <dd>{view.realName}</dd>
          </div>
          <div>
            <dt>{t('realname.idNumber')}</dt>
            <dd className="realname-status__id">{view.idNumberMasked}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
