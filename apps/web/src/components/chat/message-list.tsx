import { useLayoutEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showsTimeLabel } from './message-rules.ts';
import { PaneError } from './pane-error.tsx';
import './chat.css';

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

export interface ChatMessageListProps<M extends { idx: number; createAt: string }> {
  /** Oldest first. */
  messages: M[];
  isLoading: boolean;
  isError: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Loads the next older page; resolves when it is in `messages`. */
  loadOlder(): Promise<void>;
  retry(): void;
  /** The region's accessible name. */
  label: string;
  emptyText: string;
  errorText: string;
  renderItem(message: M, index: number, showTime: boolean): ReactNode;
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
 */
export function ChatMessageList<M extends { idx: number; createAt: string }>(props: ChatMessageListProps<M>) {
  const { messages, isLoading, isError, hasOlder, loadingOlder, loadOlder, announce, after } = props;
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
      if (olderOnTop) element.scrollTop = element.scrollHeight - before.scrollHeight + before.scrollTop;
      else element.scrollTop = element.scrollHeight;
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
  }, [messages, ready]);

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
      <ol className="chat-messages__list">
        {messages.map((message, index) =>
          props.renderItem(message, index, showsTimeLabel(messages[index - 1]?.createAt, message.createAt)),
        )}
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
