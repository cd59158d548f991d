import type { LiveConversation } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { notify } from '../../../components/dialogs/message-store.ts';
import { formatWait, waitSeconds } from '../console-cache.ts';
import { claimConversation, consoleSnapshotQuery, loadMoreQueue } from '../console-data.ts';
import { useConsoleStore } from '../console-store.ts';
import { ConversationExcerpt } from './conversation-excerpt.tsx';

const ROW_HEIGHT = 104;

/** The time now, moved on every second (the queue's wait clocks). */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The waiting shoppers, longest wait first, with their first message and a Claim button.
 * Virtualized: only the rows in view are in the page, so hundreds waiting stay smooth.
 */
export function QueueList({ queue }: { queue: LiveConversation[] }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const now = useNow();
  // The snapshot holds the queue's first page; scrolling to its end loads the next (the server pages it).
  const total = useQuery(consoleSnapshotQuery).data?.queueTotal ?? queue.length;
  // The virtualizer's functions change as it measures: this list is not memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: queue.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const wantsMore = total > queue.length && lastShown >= queue.length - 1;
  useEffect(() => {
    if (wantsMore) void loadMoreQueue();
  }, [wantsMore, queue.length]);
  if (queue.length === 0) {
    return (
      <p className="console-empty">
        <Inbox size={20} aria-hidden="true" /> {t('staff.console.queue.empty')}
      </p>
    );
  }
  return (
    <div ref={scroller} className="console-list__scroller">
      <div
        role="list"
        aria-label={t('staff.console.queue.title')}
        style={{ height: virtualizer.getTotalSize() }}
        className="console-list__inner"
      >
        {virtualizer.getVirtualItems().map((item) => {
          const conversation = queue[item.index];
          if (!conversation) return null;
          return (
            <div
              key={conversation.subjectIdx}
              role="listitem"
              aria-setsize={total}
              aria-posinset={item.index + 1}
              className="console-row console-row--queued"
              style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
            >
              <QueueRow conversation={conversation} wait={waitSeconds(conversation, now)} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function QueueRow({ conversation, wait }: { conversation: LiveConversation; wait: number }) {
  const { t } = useTranslation();
  const show = useConsoleStore((state) => state.show);
  const shown = useConsoleStore((state) => state.shown === conversation.subjectIdx);
  const [busy, setBusy] = useState(false);
  const claim = async () => {
    setBusy(true);
    const result = await claimConversation(conversation.subjectIdx);
    setBusy(false);
    if (!result.ok) notify.error(result.message);
  };
  return (
    <>
      <button
        type="button"
        className="console-row__open"
        aria-current={shown ? 'true' : undefined}
        onClick={() => show(conversation.subjectIdx)}
      >
        <span className="console-row__head">
          <strong className="console-row__name">{conversation.shopper.name}</strong>
          <span className="console-wait" title={t('staff.console.queue.waiting')}>
            <span className="visually-hidden">{t('staff.console.queue.waiting')} </span>
            {formatWait(wait)}
          </span>
        </span>
        <ConversationExcerpt text={conversation.firstMessage} flag={null} />
      </button>
      <BusyButton
        busy={busy}
        type="button"
        className="button button--primary console-row__claim"
        aria-label={t('staff.console.queue.claimName', { name: conversation.shopper.name })}
        onClick={() => void claim()}
      >
        {t('staff.console.queue.claim')}
      </BusyButton>
    </>
  );
}
