import type { PmMessage, PmSubject } from '@storefront/contract';
import { PaneError } from './pane-error.tsx';
import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-store.ts';
import { MessageItem } from './message-item.tsx';
import { goodsCardOf, messageKind, messageSide, showsTimeLabel } from './message-rules.ts';
import { usePmMessages } from './pm-data.ts';
import { pmPlainText } from './pm-html-render.ts';

/** Older messages load once the reader scrolls this close to the top. */
const TOP_ZONE_PX = 48;

interface Snapshot {
  /** Whether the history had been shown: only what comes after it is announced. */
  ready: boolean;
  count: number;
  first: number | undefined;
  last: number | undefined;
  scrollHeight: number;
  scrollTop: number;
}

/**
 * Spec 2.4 message list: to the bottom whenever the count changes, except when older messages
 * were just put on top (then what the reader looked at stays in place); scrolling to the top
 * loads older ones, one load at a time. New messages of the other side are announced politely.
 */
export function MessageList({ subject, onOpenGoods }: { subject: PmSubject; onOpenGoods: () => void }) {
  const { t } = useTranslation();
  const view = usePmMessages(subject.idx);
  const user = useCurrentUser();
  const me = { name: user?.name ?? '', avatar: user?.avatar ?? '' };
  const { messages } = view;
  const userIdx = user?.idx;
  const shopName = subject.user.shopName;
  const scrollRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot>({
    ready: false,
    count: 0,
    first: undefined,
    last: undefined,
    scrollHeight: 0,
    scrollTop: 0,
  });
  const loadingOlder = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  const ready = !view.isLoading;
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = snapshot.current;
    const first = messages[0]?.idx;
    const newest = messages.at(-1);
    const last = newest?.idx;
    // The data layer may hand over a new array for a changed read flag: only a changed list scrolls.
    if (messages.length !== before.count || first !== before.first || last !== before.last) {
      const olderOnTop = before.count > 0 && first !== before.first && last === before.last;
      if (olderOnTop) element.scrollTop = element.scrollHeight - before.scrollHeight + before.scrollTop;
      else element.scrollTop = element.scrollHeight;
      // A new last message from the other side, once the history was shown, is announced.
      if (before.ready && last !== before.last && newest && messageSide(newest, userIdx) !== 'own') {
        setAnnouncement(t('pm.messages.announce', { name: shopName, text: announceText(newest, t) }));
      }
    }
    snapshot.current = {
      ready,
      count: messages.length,
      first,
      last,
      scrollHeight: element.scrollHeight,
      scrollTop: element.scrollTop,
    };
  }, [messages, ready, shopName, t, userIdx]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    snapshot.current = { ...snapshot.current, scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
    if (element.scrollTop > TOP_ZONE_PX || !view.hasOlder || view.loadingOlder || loadingOlder.current) return;
    loadingOlder.current = true;
    void view.loadOlder().finally(() => {
      loadingOlder.current = false;
    });
  };

  let content;
  if (view.isLoading && messages.length === 0) content = <p className="pm-pane-state">{t('common.loading')}</p>;
  else if (view.isError && messages.length === 0)
    content = <PaneError message={t('pm.messages.error')} onRetry={view.retry} />;
  else if (messages.length === 0) content = <p className="pm-pane-state">{t('pm.messages.empty')}</p>;
  else
    content = (
      <ol className="pm-messages__list">
        {messages.map((message, index) => (
          <MessageItem
            key={message.idx}
            message={message}
            side={messageSide(message, user?.idx)}
            showTime={showsTimeLabel(messages[index - 1]?.createAt, message.createAt)}
            subject={subject}
            me={me}
            onOpenGoods={onOpenGoods}
          />
        ))}
      </ol>
    );

  return (
    <>
      <div
        ref={scrollRef}
        className="pm-messages"
        tabIndex={0}
        role="region"
        aria-label={t('pm.messages.label', { name: subject.user.shopName })}
        aria-busy={view.loadingOlder}
        onScroll={onScroll}
      >
        {view.loadingOlder && <p className="pm-messages__older">{t('common.loading')}</p>}
        {content}
      </div>
      {/* Outside the list: a busy list would hold back what the live region says. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}

function announceText(message: PmMessage, t: (key: string, options?: Record<string, unknown>) => string): string {
  const kind = messageKind(message);
  if (kind === 'image') return t('pm.messages.announceImage');
  if (kind === 'goods') return t('pm.messages.announceGoods', { title: goodsCardOf(message.body)?.title ?? '' });
  return typeof message.body === 'string' ? pmPlainText(message.body) : '';
}
