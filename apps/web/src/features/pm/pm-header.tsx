import type { PmSubject } from '@storefront/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { ChatAvatar } from '../../components/chat/chat-avatar.tsx';
import { RemarkDialog } from './remark-dialog.tsx';

/** Spec 2.4 header: the chosen seller's avatar, shop name, ID and remark (with its edit link). */
export function PmHeader({ subject }: { subject: PmSubject | null }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  if (!subject) {
    return (
      <header className="pm-header">
        <h2 className="pm-header__prompt">{t('pm.chooseSeller')}</h2>
      </header>
    );
  }
  const { user } = subject;
  return (
    <header className="pm-header">
      <ChatAvatar src={user.avatar} name={user.shopName} size={40} />
      <div className="pm-header__text">
        <h2 className="pm-header__name">{user.shopName}</h2>
        <p className="pm-header__meta">
          <span>{t('pm.id', { idx: user.idx })}</span>
          <span className="pm-header__remark">
            {user.remark ? t('pm.remark.label', { remark: user.remark }) : t('pm.remark.none')}
          </span>
          <button
            type="button"
            className="chat-link-button"
            onClick={() => setEditing(true)}
            aria-label={t('pm.remark.editLabel')}
          >
            <Pencil size={14} aria-hidden="true" />
            {t('pm.remark.edit')}
          </button>
        </p>
      </div>
      <RemarkDialog open={editing} subjectIdx={subject.idx} remark={user.remark} onClose={() => setEditing(false)} />
    </header>
  );
}
