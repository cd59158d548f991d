import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { ChatRowContext } from './message-row.ts';
import { lastOwnIndex, showsTimeLabel } from './message-rules.ts';
import { PaneError } from './pane-error.tsx';
import './chat.css';
import type { OlderPagesView } from '../../chat/conversation-cache.ts';

/** Older messages load once the reader scrolls this close to the top. */
const TOP_ZONE_PX = 48;
/** A first guess of a message's height before it is measured (one line of text, its meta line). */
const ESTIMATED_ROW_PX = 72;
/** Space between two messages, px. */
const ROW_GAP_PX = 12;
/** Without ResizeObserver nothing is laid out (a test's DOM): every row is drawn, unplaced. */
const CAN_MEASURE = typeof ResizeObserver !== 'undefined';
/** Rows rendered above and below the visible ones. */
const OVERSCAN_ROWS = 6;

interface Snapshot {
  /** Whether the history had been shown: only what comes after it is announced. */
  ready: boolean;
  count: number;
  first: number | undefined;
  last: number | undefined;
  scrollHeight: number;
  scrollTop: number;
}

/** The conversation's pages (chat/conversation-cache.ts) and how to draw them. */
export interface ChatMessageListProps<M extends { idx: number; createAt: string }> extends OlderPagesView<M> {
  /** The region's accessible name. */
  label: string;
  emptyText: string;
  errorText: string;
  renderItem(message: M, index: number, showTime: boolean): ReactNode;
  /** Whether a message is the reader's own: only the last of those shows 'read'/'unread'. */
  isOwn(message: M): boolean;
  /** What to announce of a new last message (the other side's), null for nothing. */
  announce(newest: M): string | null;
  /** Shown under the list inside the scroller (e.g. 'typing…'). */
  after?: ReactNode;
}

/**
 * Spec 2.4 / 2.5 message list of every chat: to the bottom whenever the count changes, except
 * when older messages were just put on top (then what the reader looked at stays in place);
 * scrolling to the top loads older ones, one load at a time, until a short page said there are
 * no more. New messages of the other side are announced politely; loading older ones is not.
 *
 * Virtualized (issue 19, point 15): only the rows in view and a few around them are in the
 * document, each measured once drawn (its height varies with its content); the list's height is
 * the sum of the measured and the estimated ones. A row that grows above the view (a picture
 * loading) moves the scroll position by as much, so what the reader looks at stays in place;
 * while the reader is at the bottom, the list stays there as rows are measured.
 */
export function ChatMessageList<M extends { idx: number; createAt: string }>(props: ChatMessageListProps<M>) {
  const { messages, isLoading, isError, hasOlder, loadingOlder, loadOlder, announce, after, isOwn } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const snapshot = useRef<Snapshot>({
    ready: false,
    count: 0,
    first: undefined,
    last: undefined,
    scrollHeight: 0,
    scrollTop: 0,
  });
  const loading = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const announceRef = useRef(announce);
  useLayoutEffect(() => {
    announceRef.current = announce;
  });

  // Rows not drawn yet are guessed at the measured ones' mean height: older rows put on top then
  // need little correction once drawn.
  const averageRow = useRef(ESTIMATED_ROW_PX);

  // The virtualizer re-renders this component itself; nothing of it is passed to memoized code.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => averageRow.current,
    getItemKey: (index) => messages[index]?.idx ?? index,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    // A chat: older rows put on top keep the row in view where it was (by key), a row measured
    // or grown above the view moves the scroll position by as much, and at the bottom the list
    // stays there as rows are measured and added.
    anchorTo: 'end',
    followOnAppend: true,
    // Before the pane is measured (and where nothing is, as in tests): a screenful of rows.
    initialRect: { width: 360, height: 600 },
  });
  const totalSize = virtualizer.getTotalSize();
  const isOwnRef = useRef(isOwn);
  useLayoutEffect(() => {
    isOwnRef.current = isOwn;
  });
  // Recomputed when the list changes (a read flag or a new message), not on every scroll.
  const lastOwn = useMemo(() => lastOwnIndex(messages, (message) => isOwnRef.current(message)), [messages]);

  const ready = !isLoading;
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
      // Older rows on top: the virtualizer keeps the reader's row in place (anchorTo 'end').
      if (!olderOnTop) {
        element.scrollTop = element.scrollHeight;
        virtualizer.scrollToEnd();
      }
      // A new last message, once the history was shown, is announced when the caller says what.
      if (before.ready && last !== before.last && newest) {
        const text = announceRef.current(newest);
        if (text) setAnnouncement(text);
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
  }, [messages, ready, virtualizer]);

  // Something shown under the list (typing…) keeps the newest message in view when it is.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || !after) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
    if (nearBottom) element.scrollTop = element.scrollHeight;
  }, [after]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    snapshot.current = { ...snapshot.current, scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
    if (element.scrollTop > TOP_ZONE_PX || !hasOlder || loadingOlder || loading.current) return;
    loading.current = true;
    // The older rows are anchored at the virtualizer's idea of the position: make sure it is this
    // one (in the widget it could still hold the bottom it was sent to when the panel opened).
    virtualizer.scrollOffset = element.scrollTop;
    let total = 0;
    for (const size of virtualizer.itemSizeCache.values()) total += size;
    if (virtualizer.itemSizeCache.size > 0) averageRow.current = total / virtualizer.itemSizeCache.size;
    void loadOlder().finally(() => {
      loading.current = false;
    });
  };

  let content;
  if (isLoading && messages.length === 0) content = <p className="chat-pane-state">{t('common.loading')}</p>;
  else if (isError && messages.length === 0) content = <PaneError message={props.errorText} onRetry={props.retry} />;
  else if (messages.length === 0) content = <p className="chat-pane-state">{props.emptyText}</p>;
  else
    content = (
      <ol className="chat-messages__list" style={{ height: totalSize }} data-count={messages.length}>
        {(CAN_MEASURE
          ? virtualizer.getVirtualItems()
          : messages.map((message, index) => ({ index, key: message.idx, start: 0 }))
        ).map((row) => {
          const message = messages[row.index]!;
          return (
            <ChatRow
              key={row.key}
              message={message}
              index={row.index}
              start={row.start}
              measure={virtualizer.measureElement}
              lastOwn={row.index === lastOwn}
              showTime={showsTimeLabel(messages[row.index - 1]?.createAt, message.createAt)}
              renderItem={props.renderItem}
            />
          );
        })}
      </ol>
    );

  return (
    <>
      <div
        ref={scrollRef}
        className="chat-messages"
        tabIndex={0}
        role="region"
        aria-label={props.label}
        aria-busy={loadingOlder}
        onScroll={onScroll}
      >
        {loadingOlder && <p className="chat-messages__older">{t('common.loading')}</p>}
        {content}
        {after}
      </div>
      {/* Outside the list: a busy list would hold back what the live region says. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}

interface ChatRowProps<M> {
  message: M;
  index: number;
  start: number;
  measure(element: HTMLElement | null): void;
  lastOwn: boolean;
  showTime: boolean;
  renderItem(message: M, index: number, showTime: boolean): ReactNode;
}

/**
 * One placed row. Scrolling re-renders the list (the virtualizer's range) but not a row whose
 * message, place and the chat's render function are the same: a row's content (its HTML body)
 * is drawn again only when something of it changed.
 */
const ChatRow = memo(function ChatRow<M>({
  message,
  index,
  start,
  measure,
  lastOwn,
  showTime,
  renderItem,
}: ChatRowProps<M>) {
  const row = useMemo(() => ({ index, start, measure, lastOwn }), [index, start, measure, lastOwn]);
  return <ChatRowContext value={row}>{renderItem(message, index, showTime)}</ChatRowContext>;
}) as <M>(props: ChatRowProps<M>) => ReactNode;
