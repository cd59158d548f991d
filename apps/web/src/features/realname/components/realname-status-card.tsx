import { BadgeCheck, CircleDashed, Clock, ShieldAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RealnameStatus, RealnameView } from '../api/get-realname-status.ts';

const ICONS: Record<RealnameStatus, LucideIcon> = {
  none: CircleDashed,
  pending: Clock,
  approved: BadgeCheck,
  rejected: ShieldAlert,
};

/** Where the user's verification stands: a badge, what it means, and what was filed. */
export function RealnameStatusCard({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  const Icon = ICONS[view.status];
  return (
    <section className="card realname-status" aria-labelledby="realname-status-title">
      <h2 id="realname-status-title" className="realname-status__title">
        {t('realname.status.title')}
      </h2>
      <p className={`realname-badge realname-badge--${view.status}`} data-testid="realname-status">
        <Icon size={16} aria-hidden="true" />
        {t(`realname.status.${view.status}`)}
      </p>
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
