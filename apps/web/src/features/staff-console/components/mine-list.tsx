import type { LiveConversation } from '@storefront/contract';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useConsoleStore } from '../console-store.ts';
import { ConversationExcerpt } from './conversation-excerpt.tsx';

/** The agent's open conversations (several at once), each with its unread count and last message. */
export function MineList({ mine, searching = false }: { mine: LiveConversation[]; searching?: boolean }) {
  const { t } = useTranslation();
  const shown = useConsoleStore((state) => state.shown);
  const show = useConsoleStore((state) => state.show);
  const typing = useConsoleStore((state) => state.typing);
  if (mine.length === 0 && searching) return <p className="console-empty">{t('staff.console.noMatch')}</p>;
  if (mine.length === 0) {
    return (
      <p className="console-empty">
        <MessageCircle size={20} aria-hidden="true" /> {t('staff.console.mine.empty')}
      </p>
    );
  }
  return (
    <ul className="console-list__scroller console-list__plain" aria-label={t('staff.console.mine.title')}>
      {mine.map((conversation) => (
        <li key={conversation.subjectIdx} className="console-row">
          <button
            type="button"
            className="console-row__open"
            aria-current={shown === conversation.subjectIdx ? 'true' : undefined}
            onClick={() => show(conversation.subjectIdx)}
          >
            <span className="console-row__head">
              <strong className="console-row__name">{conversation.shopper.name}</strong>
              <time className="console-row__time" dateTime={conversation.updatedAt}>
                {formatDateTime(conversation.updatedAt)}
              </time>
              {conversation.staffUnread > 0 && (
                <span className="console-badge">
                  {conversation.staffUnread}
                  <span className="visually-hidden">
                    {' '}
                    {t('staff.console.unread', { count: conversation.staffUnread })}
                  </span>
                </span>
              )}
            </span>
            {typing[conversation.subjectIdx] ? (
              <span className="console-row__text console-row__typing">{t('staff.console.typingShort')}</span>
            ) : (
              <ConversationExcerpt text={conversation.lastMessage} flag={conversation.lastFlag} />
            )}
            {!conversation.shopperPresent && (
              <span className="console-row__meta">{t('staff.console.shopperLeft')}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
