import type { LiveConversation } from '@storefront/contract';
import { UserRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useShopperProfile } from '../console-api.ts';

/** The shopper beside the conversation: who they are, where they are, their past and their orders. */
export function ProfilePane({ conversation }: { conversation: LiveConversation | undefined }) {
  const { t } = useTranslation();
  const profile = useShopperProfile(conversation?.subjectIdx ?? null, conversation?.page);
  if (!conversation) {
    return (
      <p className="console-empty">
        <UserRound size={20} aria-hidden="true" /> {t('staff.console.profile.none')}
      </p>
    );
  }
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <p className="console-empty" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const { shopper, email, memberSince, lang, page, referer, pastConversations, orders } = profile.data;
  const unknown = t('staff.console.profile.unknown');
  return (
    <div className="console-profile">
      <div className="console-profile__who">
        <UserAvatar avatar={shopper.avatar} name={shopper.name} size={48} />
        <div>
          <p className="console-profile__name">{shopper.name}</p>
          <p className="console-row__meta">{t(`staff.console.profile.${shopper.kind}`)}</p>
        </div>
      </div>
      <dl className="console-profile__facts">
        <dt>{t('staff.console.profile.email')}</dt>
        <dd>{email ?? unknown}</dd>
        <dt>{t('staff.console.profile.memberSince')}</dt>
        <dd>{memberSince ? formatDateTime(memberSince) : unknown}</dd>
        <dt>{t('staff.console.profile.language')}</dt>
        <dd>{lang ?? unknown}</dd>
        <dt>{t('staff.console.profile.page')}</dt>
        <dd className="console-profile__page">{page ?? unknown}</dd>
        {referer && (
          <>
            <dt>{t('staff.console.profile.referer')}</dt>
            <dd className="console-profile__page">{referer}</dd>
          </>
        )}
        <dt>{t('staff.console.profile.past')}</dt>
        <dd>{pastConversations}</dd>
      </dl>
      <h3 className="console-profile__heading">{t('staff.console.profile.orders')}</h3>
      {orders.length === 0 ? (
        <p className="console-row__meta">{t('staff.console.profile.noOrders')}</p>
      ) : (
        <ul className="console-profile__orders">
          {orders.map((order) => (
            <li key={order.idx}>
              <Link to={order.url}>{t('staff.console.profile.order', { idx: order.idx })}</Link>
              <span className="console-row__meta">
                {formatDateTime(order.createdAt)} · {order.status} ·{' '}
                {t('staff.console.profile.items', { count: order.itemCount })} · {formatMoney(order.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
