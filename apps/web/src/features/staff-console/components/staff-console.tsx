import type { LiveConversation } from '@storefront/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useEndedConversations } from '../console-api.ts';
import { attentionCount, mineOf, queueOf } from '../console-cache.ts';
import { useConsoleSnapshot } from '../console-data.ts';
import { useConsoleStore } from '../console-store.ts';
import { useTitleBadge } from '../use-title-badge.ts';
import { ConsoleTopBar, type ConsoleView } from './console-top-bar.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { ListColumn } from './list-column.tsx';
import { ProfilePane } from './profile-pane.tsx';
import '../staff-console.css';

/**
 * The customer-service console (/staff): a bar (views, presence, routing, sound, canned answers),
 * the lists, the chosen conversation and its shopper's profile side by side; one pane at a time on
 * a phone. `applications` is the shop-application review, shown in its own view; `admin` the
 * admin view (running the marketplace), its own view too.
 */
export function StaffConsole({
  view,
  applications,
  admin,
}: {
  view: ConsoleView;
  applications: ReactNode;
  /** The admin view (issue 20), for admins only; null for other staff. */
  admin: ReactNode;
}) {
  const { t } = useTranslation();
  const snapshot = useConsoleSnapshot();
  const mobile = useIsMobile();
  const shown = useConsoleStore((state) => state.shown);
  const onScreen = useConsoleStore((state) => state.onScreen);
  const pane = useConsoleStore((state) => state.pane);
  const visible = useConsoleStore((state) => state.visible);
  const seenQueued = useConsoleStore((state) => state.seenQueued);
  const { rows: ended } = useEndedConversations();
  const data = snapshot.data;
  const conversations = data?.conversations ?? [];
  const queue = queueOf(conversations);
  const mine = data ? mineOf(conversations, data.me.idx) : [];
  const current: LiveConversation | undefined =
    shown === null
      ? undefined
      : (conversations.find((c) => c.subjectIdx === shown) ?? ended.find((c) => c.subjectIdx === shown));

  useTitleBadge(data ? attentionCount(conversations, data.me.idx, seenQueued, onScreen, visible) : 0);
  useQueueSeen(queue, visible);
  useTypingExpiry();

  let body: ReactNode;
  if (view === 'applications') body = applications;
  else if (view === 'admin' && admin) body = admin;
  else if (snapshot.isError) body = <QueryError error={snapshot.error} onRetry={() => void snapshot.refetch()} />;
  else if (!data)
    body = (
      <div className="console-grid console-grid--loading" role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  else
    body = (
      <div className={`console-grid${mobile ? ` console-grid--mobile console-grid--${pane}` : ''}`}>
        {(!mobile || pane === 'list') && <ListColumn queue={queue} mine={mine} />}
        {(!mobile || pane === 'conversation') && (
          <div className="console-pane console-pane--conversation">
            <ConversationPane conversation={current} snapshot={data} mobile={mobile} />
          </div>
        )}
        {(!mobile || pane === 'profile') && (
          <aside className="console-pane console-pane--profile" aria-label={t('staff.console.profile.title')}>
            {mobile && <ProfileBack />}
            <h2 className="console-pane__title">{t('staff.console.profile.title')}</h2>
            <ProfilePane conversation={current} />
          </aside>
        )}
      </div>
    );

  return (
    <div className="staff-console">
      {/* On a phone the conversation and the profile take the whole screen; the bar stays with the list. */}
      {(!mobile || pane === 'list' || view !== 'chat') && (
        <ConsoleTopBar snapshot={data} view={view} admin={admin !== null} />
      )}
      {body}
    </div>
  );
}

function ProfileBack() {
  const { t } = useTranslation();
  const setPane = useConsoleStore((state) => state.setPane);
  return (
    <button type="button" className="button" onClick={() => setPane('conversation')}>
      {t('staff.console.backToConversation')}
    </button>
  );
}

/** Queued conversations count as new in the badge only until the agent had the console in view. */
function useQueueSeen(queue: LiveConversation[], visible: boolean) {
  const seeQueued = useConsoleStore((state) => state.seeQueued);
  const ids = queue.map((c) => c.subjectIdx).join(',');
  useEffect(() => {
    if (visible && ids) seeQueued(ids.split(',').map(Number));
  }, [ids, visible, seeQueued]);
}

/** The shopper's typing preview goes after a few seconds without a newer `inputing`. */
function useTypingExpiry() {
  const expireTyping = useConsoleStore((state) => state.expireTyping);
  useEffect(() => {
    const timer = setInterval(() => expireTyping(Date.now()), 500);
    return () => clearInterval(timer);
  }, [expireTyping]);
}
