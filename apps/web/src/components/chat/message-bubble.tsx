import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useChatRow } from './message-row.ts';
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
 * Placed and measured by the virtualized list around it. Focusable: on hover and on focus its
 * time shows beside it (issue 19, point 13), and describes it to screen readers.
 */
export function ChatBubble({ message, side, showTime, avatar, senderName, meta, children }: ChatBubbleProps) {
  const { t } = useTranslation();
  const row = useChatRow();
  const stampId = useId();
  const when = formatDateTime(message.createAt);
  return (
    <li
      ref={row?.measure}
      data-index={row?.index}
      style={row ? { transform: `translateY(${row.start}px)` } : undefined}
      className={`chat-message chat-message--${side} chat-message--${messageKind(message)}`}
      data-idx={message.idx}
      tabIndex={0}
      aria-describedby={stampId}
    >
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
          <time id={stampId} className="chat-message__stamp" dateTime={message.createAt} title={when}>
            {when}
          </time>
          {meta && <p className="chat-message__meta">{meta}</p>}
        </div>
      </div>
    </li>
  );
}

/**
 * Spec 4: under one's own message, 'read' when the other side read it, else 'unread'; inside the
 * message list, under the last own message only (issue 19, point 13).
 */
export function ReadMark({ readed }: { readed: boolean }) {
  const { t } = useTranslation();
  const row = useChatRow();
  if (row && !row.lastOwn) return null;
  return (
    <span className={readed ? 'chat-message__read' : 'chat-message__unread'}>
      {readed ? t('chat.messages.read') : t('chat.messages.unread')}
    </span>
  );
}
