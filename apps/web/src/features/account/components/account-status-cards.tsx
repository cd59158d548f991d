import type { CurrentUser, ShopApplicationView } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import {
  BadgeCheck,
  ChevronRight,
  CircleDashed,
  Clock,
  IdCard,
  ShieldAlert,
  Store,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useRealnameStatus, type RealnameStatus } from '../../realname/public.ts';

const REALNAME_ICONS: Record<RealnameStatus, LucideIcon> = {
  none: CircleDashed,
  pending: Clock,
  approved: BadgeCheck,
  rejected: ShieldAlert,
};

interface StatusCardProps {
  /** Names the title's id (`account-${name}-title`) and the status line's test id. */
  name: string;
  icon: LucideIcon;
  title: string;
  text: string;
  action: { to: string; label: string } | null;
  /** Shown under the status line. */
  children?: ReactNode;
}

/** One status card of the account home: an icon, the title, where things stand, and the way on. */
function StatusCard({ name, icon: Icon, title, text, action, children }: StatusCardProps) {
  return (
    <section className="card account-card account-status" aria-labelledby={`account-${name}-title`}>
      <span className="account-status__icon">
        <Icon size={22} aria-hidden="true" />
      </span>
      <div className="account-status__body">
        <h2 id={`account-${name}-title`} className="account-card__title">
          {title}
        </h2>
        <p className="account-status__text" data-testid={`account-${name}-status`}>
          {text}
        </p>
        {children}
      </div>
      {action && (
        <Link to={action.to} className="button account-status__action">
          {action.label}
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}

/** Identity verification (/realname, the result dialog's default target): its status and the way there. */
export function RealnameCard({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const { data } = useRealnameStatus(userIdx);
  const status = data?.status;
  const Icon = status ? REALNAME_ICONS[status] : IdCard;
  return (
    <StatusCard
      name="realname"
      icon={Icon}
      title={t('account.home.realname.title')}
      text={status ? t(`realname.status.${status}`) : t('common.loading')}
      action={{
        to: RoutePath.realname,
        label: t(
          status === 'approved' || status === 'pending' ? 'account.home.realname.view' : 'account.home.realname.verify',
        ),
      }}
    />
  );
}

/** Partnership: the shop a seller owns, or where the user's application stands. */
export function PartnershipCard({ user, application }: { user: CurrentUser; application: ShopApplicationView | null }) {
  const { t } = useTranslation();
  const isSeller = user.role === 'seller';
  let text: string;
  let action: { to: string; label: string } | null;
  if (isSeller) {
    text = t('account.home.partnership.seller');
    action = user.shopIdx ? { to: `/shop/${user.shopIdx}`, label: t('account.home.partnership.myShop') } : null;
  } else if (user.role === 'staff') {
    text = t('account.home.partnership.staff');
    action = { to: RoutePath.staff, label: t('account.home.partnership.review') };
  } else if (application?.status === 'pending') {
    text = t('account.home.partnership.pending', { name: application.shopName });
    action = { to: RoutePath.shopApplication, label: t('account.home.partnership.view') };
  } else if (application?.status === 'rejected') {
    text = t('account.home.partnership.rejected', { name: application.shopName });
    action = { to: RoutePath.shopApplication, label: t('account.home.partnership.applyAgain') };
  } else {
    text = t('account.home.partnership.none');
    action = { to: RoutePath.shopApplication, label: t('account.home.partnership.apply') };
  }
  return (
    <StatusCard name="partnership" icon={Store} title={t('account.home.partnership.title')} text={text} action={action}>
      {isSeller && (
        <Link to={RoutePath.seller} className="account-status__link">
          {t('layout.header.sellerCentre')}
        </Link>
      )}
    </StatusCard>
  );
}
