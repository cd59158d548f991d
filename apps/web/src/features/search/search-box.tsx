import { Search } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { useSearchBox, type SearchHistoryStore } from './use-search-box.ts';
import './search-box.css';

// The list (history, suggestions) loads when it first opens: the header's search box is on every
// first screen, its list on none.
const SearchOptions = lazy(() => import('./search-options.tsx').then((m) => ({ default: m.SearchOptions })));

export interface SearchBoxProps {
  /** 'dropdown' (the header) opens its list on focus; 'page' (/wap/search) always shows it. */
  variant: 'dropdown' | 'page';
  history: SearchHistoryStore;
  resultsUrl: (keyword: string) => string;
  routeKeyword?: string;
  /** Shown before the input on the same row (the mobile page's back button). */
  leading?: ReactNode;
  /** Shown by the page variant when there is nothing to list (no history, no suggestions). */
  idleHint?: ReactNode;
  /** The input's placeholder when the header's is too long for the space (the phone's search page). */
  placeholder?: string;
  className?: string;
}

/**
 * The search combobox of spec 2.2 (WAI-ARIA combobox with a listbox popup): history for an empty
 * field, suggestions from two characters, arrow keys, Enter and Escape. An empty search is refused
 * with 'Please enter keywords': a notice in the header, an alert under the input on the page.
 */
export function SearchBox({
  variant,
  history,
  resultsUrl,
  routeKeyword = '',
  leading,
  idleHint,
  placeholder,
  className,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [emptyError, setEmptyError] = useState(false);
  const isPage = variant === 'page';
  const box = useSearchBox({
    history,
    resultsUrl,
    routeKeyword,
    alwaysOpen: isPage,
    onEmptyKeyword: () => {
      if (isPage) setEmptyError(true);
      else notify.error(t('layout.search.empty'));
      inputRef.current?.focus();
    },
    // Puts a phone's on-screen keyboard away once the results are on their way.
    onDone: () => inputRef.current?.blur(),
  });
  const optionId = (index: number) => `${listId}-${index}`;
  const showStatus = box.mode === 'suggestions' && box.expanded;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    box.search(box.keyword);
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!isPage && !event.currentTarget.contains(event.relatedTarget as Node | null)) box.closeList();
  };

  return (
    <form
      role="search"
      className={`search-box search-box--${variant}${className ? ` ${className}` : ''}`}
      onSubmit={onSubmit}
      onBlur={onBlur}
      noValidate
    >
      <div className="search-box__row">
        {leading}
        <div className="search-box__box">
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            name="kw"
            className="search-box__input"
            value={box.keyword}
            placeholder={placeholder ?? t('layout.search.placeholder')}
            aria-label={t('layout.search.label')}
            aria-autocomplete="list"
            aria-expanded={box.expanded}
            aria-controls={box.expanded ? listId : undefined}
            aria-activedescendant={box.activeIndex >= 0 ? optionId(box.activeIndex) : undefined}
            aria-invalid={emptyError || undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            onChange={(event) => {
              setEmptyError(false);
              box.changeKeyword(event.target.value);
            }}
            onFocus={box.openList}
            onClick={box.openList}
            onKeyDown={box.onKeyDown}
          />
          <button type="submit" className="search-box__submit">
            <Search size={18} aria-hidden="true" />
            <span className="search-box__submit-text">{t('layout.search.submit')}</span>
          </button>
        </div>
      </div>
      {isPage && emptyError && (
        <p role="alert" className="search-box__error">
          {t('layout.search.empty')}
        </p>
      )}
      {box.expanded && (
        <Suspense fallback={null}>
          <SearchOptions box={box} listId={listId} optionId={optionId} />
        </Suspense>
      )}
      {isPage && !box.expanded && idleHint}
      <span role="status" className="visually-hidden">
        {showStatus ? t('layout.search.suggestionCount', { count: box.options.length }) : ''}
      </span>
    </form>
  );
}
