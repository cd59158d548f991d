import type { LiveConversation } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleSnapshotQuery } from '../console-data.ts';
import { useConsoleStore, type ConsoleListTab } from '../console-store.ts';
import { EndedList } from './ended-list.tsx';
import { MineList } from './mine-list.tsx';
import { QueueList } from './queue-list.tsx';

const TABS: ConsoleListTab[] = ['queue', 'mine', 'ended'];

/** The left column: the queue, the agent's conversations and the ended ones, as tabs. */
export function ListColumn({ queue, mine }: { queue: LiveConversation[]; mine: LiveConversation[] }) {
  const { t } = useTranslation();
  const tab = useConsoleStore((state) => state.listTab);
  const setTab = useConsoleStore((state) => state.setListTab);
  const mineUnread = mine.reduce((sum, c) => sum + c.staffUnread, 0);
  const queueTotal = useQuery(consoleSnapshotQuery).data?.queueTotal ?? queue.length;
  const counts: Record<ConsoleListTab, number | null> = { queue: queueTotal, mine: mine.length, ended: null };
  return (
    <section className="console-list" aria-label={t('staff.console.lists')}>
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
        {tab === 'queue' ? <QueueList queue={queue} /> : tab === 'mine' ? <MineList mine={mine} /> : <EndedList />}
      </div>
    </section>
  );
}
