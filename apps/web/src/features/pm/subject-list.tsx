import type { PmSubject } from '@storefront/contract';
import { ChatListSearch } from '../../components/chat/chat-list-search.tsx';
import { PaneError } from '../../components/chat/pane-error.tsx';
import { PM_SUBJECT_KW_MAX_CHARS, SUBJECT_ROW_HEIGHT } from '@storefront/contract/constants';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MessagesSquare, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { messagePreview } from '../../lib/message-preview.ts';
import { ChatAvatar } from '../../components/chat/chat-avatar.tsx';
import { usePmSubjects } from './pm-data.ts';

/** More rows are asked for once the last few rendered rows are this close to the end. */
const NEAR_END_ROWS = 3;
const ROW_AVATAR = 48;

export interface SubjectListProps {
  selectedIdx: number | null;
  onSelect: (subjectIdx: number) => void;
}

/**
 * Spec 2.4 left pane: the conversations as a virtualized listbox of 80 px rows. Arrow keys,
 * Home and End move through it, Enter or Space opens the row; more rows load on first show
 * and as the end comes into view.
 */
export function SubjectList({ selectedIdx, onSelect }: SubjectListProps) {
  const [search, setSearch] = useState('');
  const kw = useSettled(search.trim(), SEARCH_SETTLE_MS);
  return (
    <>
      <SubjectSearch value={search} onChange={setSearch} />
      <SubjectListBody kw={kw} selectedIdx={selectedIdx} onSelect={onSelect} />
    </>
  );
}

/** Waits for typing to pause before a new search goes to the server. */
const SEARCH_SETTLE_MS = 250;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search by name above the list (issue 19, point 13): the shop's or the buyer's name, or one's remark. */
function SubjectSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <ChatListSearch
      label={t('pm.subjects.search')}
      value={value}
      maxLength={PM_SUBJECT_KW_MAX_CHARS}
      onChange={onChange}
    />
  );
}

function SubjectListBody({ kw, selectedIdx, onSelect }: SubjectListProps & { kw: string }) {
  const { t } = useTranslation();
  const view = usePmSubjects(kw);
  const { subjects } = view;

  if (view.isLoading && subjects.length === 0) return <SubjectSkeleton />;
  if (view.isError && subjects.length === 0) {
    return <PaneError message={t('pm.subjects.error')} onRetry={view.retry} />;
  }
  if (subjects.length === 0 && !view.hasMore) {
    if (kw) return <EmptyState icon={SearchX} title={t('pm.subjects.noMatch')} />;
    return <EmptyState icon={MessagesSquare} title={t('pm.subjects.empty')} text={t('pm.subjects.emptyText')} />;
  }
  // Keyed by the search: a new one starts at the top with its own paging.
  return <SubjectRows key={kw} subjects={subjects} view={view} selectedIdx={selectedIdx} onSelect={onSelect} />;
}

function SubjectSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="pm-subjects" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="pm-subject pm-subject--skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

function SubjectRows({
  subjects,
  view,
  selectedIdx,
  onSelect,
}: SubjectListProps & { subjects: PmSubject[]; view: ReturnType<typeof usePmSubjects> }) {
  const { t } = useTranslation();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedIndex = subjects.findIndex((subject) => subject.idx === selectedIdx);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const activeIndex = Math.min(active, subjects.length - 1);

  // The virtualizer re-renders this component itself; nothing of it is passed to memoized code.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: subjects.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => SUBJECT_ROW_HEIGHT,
    overscan: 4,
    // Before the pane is measured (and where nothing is, as in tests): a screenful of rows.
    initialRect: { width: 320, height: 8 * SUBJECT_ROW_HEIGHT },
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  // Spec 2.4: more rows on first show (when the first page does not fill the pane) and on scroll.
  const askedAt = useRef(-1);
  const { hasMore, loadingMore, isError, loadMore } = view;
  useEffect(() => {
    if (!hasMore || loadingMore || isError) return;
    if (lastRendered < subjects.length - NEAR_END_ROWS || askedAt.current === subjects.length) return;
    askedAt.current = subjects.length;
    loadMore();
  }, [hasMore, loadingMore, isError, loadMore, lastRendered, subjects.length]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(subjects.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / SUBJECT_ROW_HEIGHT));
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      Home: 0,
      End: subjects.length - 1,
      PageDown: activeIndex + page,
      PageUp: activeIndex - page,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const subject = subjects[activeIndex];
      if (subject) onSelect(subject.idx);
    }
  };

  const optionId = (index: number) => `${id}-subject-${subjects[index]?.idx ?? index}`;
  const activeRendered = rows.some((row) => row.index === activeIndex);

  return (
    <div
      ref={scrollRef}
      className="pm-subjects"
      role="listbox"
      tabIndex={0}
      aria-label={t('pm.subjects.label')}
      aria-activedescendant={activeRendered ? optionId(activeIndex) : undefined}
      aria-busy={loadingMore}
      onKeyDown={onKeyDown}
    >
      <div className="pm-subjects__inner" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const subject = subjects[row.index]!;
          const selected = subject.idx === selectedIdx;
          const classes = ['pm-subject'];
          if (selected) classes.push('pm-subject--selected');
          if (row.index === activeIndex) classes.push('pm-subject--active');
          return (
            <div
              key={subject.idx}
              id={optionId(row.index)}
              role="option"
              aria-selected={selected}
              aria-posinset={row.index + 1}
              aria-setsize={hasMore ? -1 : subjects.length}
              className={classes.join(' ')}
              style={{ height: SUBJECT_ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              onClick={() => {
                setActive(row.index);
                onSelect(subject.idx);
              }}
            >
              <ChatAvatar src={subject.user.avatar} name={subject.user.shopName} size={ROW_AVATAR} />
              <SubjectText subject={subject} />
              {subject.unread > 0 && (
                <span className="pm-subject__badge">
                  <span aria-hidden="true">{subject.unread > 99 ? '99+' : subject.unread}</span>
                  <span className="visually-hidden">{t('pm.subjects.unread', { count: subject.unread })}</span>
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A row's words: the name (and one's remark), the last message's time (spec 2.4's form), and that message in one line. */
function SubjectText({ subject }: { subject: PmSubject }) {
  const { t } = useTranslation();
  const { last, user } = subject;
  const at = last?.createdAt ?? subject.updateAt;
  const preview = last
    ? messagePreview(last.flag, last.body, { picture: t('pm.subjects.picture'), product: t('pm.subjects.product') })
    : last === null
      ? t('pm.subjects.noMessage')
      : '';
  return (
    <span className="pm-subject__text">
      <span className="pm-subject__top">
        <span className="pm-subject__name">
          {user.shopName}
          {user.remark && <span className="pm-subject__remark"> ({user.remark})</span>}
        </span>
        <time className="pm-subject__time" dateTime={at}>
          {formatDateTime(at)}
        </time>
      </span>
      <span className="pm-subject__preview">{preview}</span>
    </span>
  );
}
