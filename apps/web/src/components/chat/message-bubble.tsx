import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { messageKind, type MessageSide } from './message-rules.ts';
import './chat.css';

export interface ChatBubbleProps {
  message: { idx: number; createAt: string; flag?: number };
  side: MessageSide;
  /** Spec 4: a time line above the message when 5 minutes or more passed since the one before. */
  showTime: boolean;
  /** The sender's avatar (spec 6: staff always with the fixed staff avatar). */
  avatar: ReactNode;
  /** Read out before the message, for screen readers. */
  senderName: string;
  /** Under the bubble: 'read' / 'unread' for one's own messages, and actions. */
  meta?: ReactNode;
  /** The message's content (ChatMessageBody), or an editor in its place. */
  children: ReactNode;
}

/**
 * One message of any chat (spec 2.4): an optional time line above; one's own on the right in
 * orange, the other side on the left in white, at most 66% wide; the sender's avatar beside it.
 */
export function ChatBubble({ message, side, showTime, avatar, senderName, meta, children }: ChatBubbleProps) {
  const { t } = useTranslation();
  return (
    <li className={`chat-message chat-message--${side} chat-message--${messageKind(message)}`} data-idx={message.idx}>
      {showTime && (
        <p className="chat-message__time">
          <time dateTime={message.createAt}>{formatDateTime(message.createAt)}</time>
        </p>
      )}
      <div className="chat-message__row">
        {avatar}
        <div className="chat-message__content">
          <span className="visually-hidden">{t('chat.messages.sender', { name: senderName })}</span>
          {children}
          {meta && <p className="chat-message__meta">{meta}</p>}
        </div>
      </div>
    </li>
  );
}

/** Spec 4: under one's own message, 'read' when the other side read it, else 'unread'. */
export function ReadMark({ readed }: { readed: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={readed ? 'chat-message__read' : 'chat-message__unread'}>
      {readed ? t('chat.messages.read') : t('chat.messages.unread')}
    </span>
  );
}
