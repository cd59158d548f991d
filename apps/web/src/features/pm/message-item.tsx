import type { PmMessage, PmSubject } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/dialogs/message-store.ts';
import { formatDateTime } from '../../lib/format.ts';
import { MessageBody } from './message-body.tsx';
import { messageKind, revokeTimeLeft, type MessageSide } from './message-rules.ts';
import { PmAvatar, StaffAvatar } from './pm-avatar.tsx';
import { revokePm } from './pm-data.ts';

const BUBBLE_AVATAR = 36;

export interface MessageItemProps {
  message: PmMessage;
  side: MessageSide;
  showTime: boolean;
  subject: PmSubject;
  me: { name: string; avatar: string };
  onOpenGoods: () => void;
}

/**
 * One message (spec 2.4): an optional time line above; own messages on the right in orange with
 * 'read' or 'unread' under them, the other side on the left in white; the sender's avatar (spec 6).
 */
export function MessageItem({ message, side, showTime, subject, me, onOpenGoods }: MessageItemProps) {
  const { t } = useTranslation();
  const senderName = side === 'own' ? t('pm.you') : side === 'staff' ? t('pm.staff') : subject.user.shopName;
  const kind = messageKind(message);
  return (
    <li className={`pm-message pm-message--${side} pm-message--${kind}`} data-idx={message.idx}>
      {showTime && (
        <p className="pm-message__time">
          <time dateTime={message.createAt}>{formatDateTime(message.createAt)}</time>
        </p>
      )}
      <div className="pm-message__row">
        {side === 'own' && <PmAvatar src={me.avatar} name={me.name} size={BUBBLE_AVATAR} />}
        {side === 'staff' && <StaffAvatar size={BUBBLE_AVATAR} />}
        {side === 'other' && <PmAvatar src={subject.user.avatar} name={subject.user.shopName} size={BUBBLE_AVATAR} />}
        <div className="pm-message__content">
          <span className="visually-hidden">{t('pm.messages.sender', { name: senderName })}</span>
          <MessageBody message={message} onOpenGoods={onOpenGoods} />
          {side === 'own' && (
            <p className="pm-message__meta">
              <span className={message.readed ? 'pm-message__read' : 'pm-message__unread'}>
                {message.readed ? t('pm.messages.read') : t('pm.messages.unread')}
              </span>
              <RevokeButton message={message} />
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** Shown while one's own message may still be revoked (2 minutes); the server has the last word. */
function RevokeButton({ message }: { message: PmMessage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => revokeTimeLeft(message.createAt, Date.now()) > 0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const left = revokeTimeLeft(message.createAt, Date.now());
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [message.createAt]);
  if (!open) return null;
  const revoke = async () => {
    setBusy(true);
    const result = await revokePm(message.idx);
    setBusy(false);
    if (!result.ok) notify.error(result.message);
  };
  return (
    <button
      type="button"
      className="pm-link-button"
      disabled={busy}
      aria-label={t('pm.messages.revokeLabel')}
      onClick={() => void revoke()}
    >
      {t('pm.messages.revoke')}
    </button>
  );
}
