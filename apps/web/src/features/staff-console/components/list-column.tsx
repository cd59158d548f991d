import type { LiveConversation } from '@storefront/contract';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ChatListSearch } from '../../../components/chat/chat-list-search.tsx';
import { consoleSnapshotQuery } from '../console-data.ts';
import { useConsoleStore, type ConsoleListTab } from '../console-store.ts';
import { nameMatches } from './conversation-excerpt.tsx';
import { EndedList } from './ended-list.tsx';
import { MineList } from './mine-list.tsx';
import { QueueList } from './queue-list.tsx';

const TABS: ConsoleListTab[] = ['queue', 'mine', 'ended'];

/** The left column: the queue, the agent's conversations and the ended ones, as tabs. */
export function ListColumn({
  queue: allQueued,
  mine: allMine,
}: {
  queue: LiveConversation[];
  mine: LiveConversation[];
}) {
  const { t } = useTranslation();
  const tab = useConsoleStore((state) => state.listTab);
  const setTab = useConsoleStore((state) => state.setListTab);
  const [kw, setKw] = useState('');
  const queue = allQueued.filter((conversation) => nameMatches(conversation.shopper.name, kw));
  const mine = allMine.filter((conversation) => nameMatches(conversation.shopper.name, kw));
  const mineUnread = mine.reduce((sum, c) => sum + c.staffUnread, 0);
  const snapshotTotal = useQuery(consoleSnapshotQuery).data?.queueTotal;
  // A search filters the queue as held; without one the count is the whole queue's, paged or not.
  const queueTotal = kw.trim() === '' ? (snapshotTotal ?? queue.length) : queue.length;
  const counts: Record<ConsoleListTab, number | null> = { queue: queueTotal, mine: mine.length, ended: null };
  return (
    <section className="console-list" aria-label={t('staff.console.lists')}>
      <ChatListSearch label={t('staff.console.search')} value={kw} maxLength={50} onChange={setKw} />
      <div className="console-tabs" role="tablist" aria-label={t('staff.console.lists')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`console-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`console-panel-${name}`}
            className="console-tabs__tab"
            onClick={() => setTab(name)}
          >
            {t(`staff.console.${name}.title`)}
            {counts[name] !== null && <span className="console-tabs__count">{counts[name]}</span>}
            {name === 'mine' && mineUnread > 0 && (
              <span className="console-badge">
                {mineUnread}
                <span className="visually-hidden"> {t('staff.console.unread', { count: mineUnread })}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`console-panel-${tab}`}
        aria-labelledby={`console-tab-${tab}`}
        className="console-list__panel"
      >
        {tab === 'queue' ? (
          queue.length === 0 && allQueued.length > 0 ? (
            <p className="console-empty">{t('staff.console.noMatch')}</p>
          ) : (
            <QueueList queue={queue} />
          )
        ) : tab === 'mine' ? (
          <MineList mine={mine} searching={allMine.length > 0} />
        ) : (
          <EndedList kw={kw} />
        )}
      </div>
    </section>
  );
}
