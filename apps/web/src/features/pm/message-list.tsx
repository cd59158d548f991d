import type { PmMessage, PmSubject } from '@storefront/contract';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { chatPlainText } from '../../components/chat/chat-html.ts';
import { ChatMessageList } from '../../components/chat/message-list.tsx';
import { goodsCardOf, messageKind, messageSide } from '../../components/chat/message-rules.ts';
import { MessageItem } from './message-item.tsx';
import { usePmMessages } from './pm-data.ts';

/** Spec 2.4 message list of a conversation: the shared chat list over the conversation's messages. */
export function MessageList({ subject, onOpenGoods }: { subject: PmSubject; onOpenGoods: () => void }) {
  const { t } = useTranslation();
  const view = usePmMessages(subject.idx);
  const user = useCurrentUser();
  const me = { name: user?.name ?? '', avatar: user?.avatar ?? '' };
  const shopName = subject.user.shopName;
  return (
    <ChatMessageList
      {...view}
      label={t('pm.messages.label', { name: shopName })}
      emptyText={t('pm.messages.empty')}
      errorText={t('pm.messages.error')}
      isOwn={(message) => messageSide(message, user?.idx) === 'own'}
      renderItem={(message, _index, showTime) => (
        <MessageItem
          key={message.idx}
          message={message}
          side={messageSide(message, user?.idx)}
          showTime={showTime}
          subject={subject}
          me={me}
          onOpenGoods={onOpenGoods}
        />
      )}
      announce={(newest) =>
        messageSide(newest, user?.idx) === 'own'
          ? null
          : t('pm.messages.announce', { name: shopName, text: announceText(newest, t) })
      }
    />
  );
}

function announceText(message: PmMessage, t: (key: string, options?: Record<string, unknown>) => string): string {
  const kind = messageKind(message);
  if (kind === 'image') return t('chat.messages.announceImage');
  if (kind === 'goods') return t('chat.messages.announceGoods', { title: goodsCardOf(message.body)?.title ?? '' });
  return typeof message.body === 'string' ? chatPlainText(message.body) : '';
}
