import { LIVE_CHAT_RATING_MAX } from '@storefront/contract/constants';
import { Archive, Star } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useEndedConversations } from '../console-api.ts';
import { useConsoleStore } from '../console-store.ts';
import { ConversationExcerpt, nameMatches } from './conversation-excerpt.tsx';

/** A rating as stars, read out as "Rated 4 of 5". */
export function RatingStars({ score }: { score: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="console-stars"
      role="img"
      aria-label={t('staff.console.ended.rated', { score, max: LIVE_CHAT_RATING_MAX })}
    >
      {Array.from({ length: LIVE_CHAT_RATING_MAX }, (_, n) => (
        <Star key={n} size={14} aria-hidden="true" className={n < score ? 'console-stars__on' : 'console-stars__off'} />
      ))}
    </span>
  );
}

/** Ended conversations, newest first, with their ratings and comments (live/staff/ended, paged). */
export function EndedList({ kw = '' }: { kw?: string }) {
  const { t } = useTranslation();
  const { query, rows: loaded } = useEndedConversations();
  // The search keeps the loaded rows whose shopper's name holds it; "Show more" still pages on.
  const rows = loaded.filter((conversation) => nameMatches(conversation.shopper.name, kw));
  const shown = useConsoleStore((state) => state.shown);
  const show = useConsoleStore((state) => state.show);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <p className="console-empty" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (rows.length === 0 && loaded.length > 0) return <p className="console-empty">{t('staff.console.noMatch')}</p>;
  if (rows.length === 0) {
    return (
      <p className="console-empty">
        <Archive size={20} aria-hidden="true" /> {t('staff.console.ended.empty')}
      </p>
    );
  }
  return (
    <div className="console-list__scroller">
      <ul className="console-list__plain" aria-label={t('staff.console.ended.title')}>
        {rows.map((conversation) => (
          <li key={conversation.subjectIdx} className="console-row">
            <button
              type="button"
              className="console-row__open"
              aria-current={shown === conversation.subjectIdx ? 'true' : undefined}
              onClick={() => show(conversation.subjectIdx)}
            >
              <span className="console-row__head">
                <strong className="console-row__name">{conversation.shopper.name}</strong>
                <time className="console-row__time" dateTime={conversation.endedAt ?? undefined}>
                  {formatDateTime(conversation.endedAt)}
                </time>
              </span>
              <span className="console-row__meta">
                {conversation.staffName ?? t('staff.console.nobody')}
                {conversation.rating !== null ? (
                  <RatingStars score={conversation.rating} />
                ) : (
                  <span> · {t('staff.console.ended.notRated')}</span>
                )}
              </span>
              <ConversationExcerpt text={conversation.lastMessage} flag={conversation.lastFlag} />
              {conversation.ratingComment && <span className="console-row__text">“{conversation.ratingComment}”</span>}
            </button>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <BusyButton
          busy={query.isFetchingNextPage}
          type="button"
          className="button button--block"
          onClick={() => void query.fetchNextPage()}
        >
          {t('staff.console.ended.more')}
        </BusyButton>
      )}
    </div>
  );
}
