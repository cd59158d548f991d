import type { PmMessage, PmSubject } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { ChatAvatar, StaffAvatar } from '../../components/chat/chat-avatar.tsx';
import { ChatBubble, ReadMark } from '../../components/chat/message-bubble.tsx';
import { ChatMessageBody } from '../../components/chat/message-body.tsx';
import { revokeTimeLeft, type MessageSide } from '../../components/chat/message-rules.ts';
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
 * One private message (spec 2.4): the shared bubble, with the sender's avatar (spec 6), 'read' or
 * 'unread' under one's own and, for two minutes, a revoke button.
 */
export function MessageItem({ message, side, showTime, subject, me, onOpenGoods }: MessageItemProps) {
  const { t } = useTranslation();
  const senderName = side === 'own' ? t('chat.you') : side === 'staff' ? t('chat.staff') : subject.user.shopName;
  let avatar;
  if (side === 'own') avatar = <ChatAvatar src={me.avatar} name={me.name} size={BUBBLE_AVATAR} />;
  else if (side === 'staff') avatar = <StaffAvatar size={BUBBLE_AVATAR} />;
  else avatar = <ChatAvatar src={subject.user.avatar} name={subject.user.shopName} size={BUBBLE_AVATAR} />;
  return (
    <ChatBubble
      message={message}
      side={side}
      showTime={showTime}
      avatar={avatar}
      senderName={senderName}
      meta={
        side === 'own' && (
          <>
            <ReadMark readed={message.readed} />
            <RevokeButton message={message} />
          </>
        )
      }
    >
      <ChatMessageBody message={message} onOpenGoods={onOpenGoods} />
    </ChatBubble>
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
      className="chat-link-button"
      disabled={busy}
      aria-label={t('pm.messages.revokeLabel')}
      onClick={() => void revoke()}
    >
      {t('pm.messages.revoke')}
    </button>
  );
}
