import type { LiveChatMessage } from '@storefront/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { ChatAvatar, StaffAvatar } from '../../components/chat/chat-avatar.tsx';
import { chatPlainText } from '../../components/chat/chat-html.ts';
import { ChatMessageBody } from '../../components/chat/message-body.tsx';
import { ChatBubble, ReadMark } from '../../components/chat/message-bubble.tsx';
import { ChatMessageList } from '../../components/chat/message-list.tsx';
import { messageKind, messageSide } from '../../components/chat/message-rules.ts';
import { useLiveMessages } from './live-chat-data.ts';
import { useLiveChat } from './live-chat-store.ts';

const AVATAR_SIZE = 32;

/**
 * The conversation (spec 2.5, 4): the shared message list (to the bottom on new messages, older
 * pages at the top keeping the reader's place), the shopper's own side by the spec's rule with
 * 'read'/'unread' under it, staff with the fixed staff avatar, and the agent's 'typing…'.
 */
export function LiveChatMessages() {
  const { t } = useTranslation();
  const view = useLiveMessages();
  const user = useCurrentUser();
  const agentName = useLiveChat((store) => store.state?.agent?.name) ?? t('chat.staff');
  const typing = useLiveChat((store) => store.agentTyping);
  const you = user?.name ?? t('chat.you');

  const senderOf = (message: LiveChatMessage) => (message.staff ? agentName : you);

  // The list drew its held messages before the dialog opened (nothing had a height then): once it
  // shows, the newest are brought into view (spec 2.5).
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = box.current?.querySelector('.chat-messages');
      if (list) list.scrollTop = list.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div ref={box} className="live-panel__messages">
      <ChatMessageList
        {...view}
        label={t('live.messages.label')}
        emptyText={t('live.messages.empty')}
        errorText={t('live.messages.error')}
        isOwn={(message) => messageSide(message, user?.idx ?? null) === 'own'}
        renderItem={(message, _index, showTime) => {
          const side = messageSide(message, user?.idx ?? null);
          return (
            <ChatBubble
              key={message.idx}
              message={message}
              side={side}
              showTime={showTime}
              senderName={side === 'own' ? t('chat.you') : senderOf(message)}
              avatar={
                side === 'own' ? (
                  <ChatAvatar src={user?.avatar ?? ''} name={you} size={AVATAR_SIZE} />
                ) : (
                  <StaffAvatar size={AVATAR_SIZE} />
                )
              }
              meta={side === 'own' ? <ReadMark readed={message.readed} /> : undefined}
            >
              <ChatMessageBody message={message} />
            </ChatBubble>
          );
        }}
        announce={(newest) => {
          if (!newest.staff) return null;
          const text = messageKind(newest) === 'image' ? t('chat.messages.announceImage') : chatPlainText(newest.body);
          return t('live.messages.announce', { name: senderOf(newest), text });
        }}
        after={typing ? <p className="live-panel__typing">{t('live.typing')}</p> : undefined}
      />
    </div>
  );
}
