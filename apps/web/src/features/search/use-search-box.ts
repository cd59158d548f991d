import type { SuggestionView } from '@storefront/contract';
import { SuggestionFlag } from '@storefront/contract/constants';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { suggestionUrl } from './suggestion-url.ts';
import { useSuggestions } from './use-suggestions.ts';

/** The history the box reads and writes (newest first, unique): the app's search_history. */
export interface SearchHistoryStore {
  read(): string[];
  save(keyword: string): string[];
  clear(): void;
}

export type SearchOption = { kind: 'history'; keyword: string } | { kind: 'suggestion'; suggestion: SuggestionView };

export interface SearchBoxOptions {
  history: SearchHistoryStore;
  /** Where a search for the keyword goes: spec 2.2 keeps /search/shop searches on /search/shop. */
  resultsUrl: (keyword: string) => string;
  /** The keyword of the results page being shown: the box shows it and follows its changes. */
  routeKeyword: string;
  /** A page keeps its list open; a dropdown opens on focus and closes on Escape or blur. */
  alwaysOpen: boolean;
  onEmptyKeyword: () => void;
  /** Called after any navigation, so a phone's keyboard can be put away. */
  onDone: () => void;
}

/**
 * The combobox state shared by the header search and the mobile search page: the keyword, the
 * history (empty field) or the suggestions (two characters or more), the active option, the keys.
 */
export function useSearchBox({
  history,
  resultsUrl,
  routeKeyword,
  alwaysOpen,
  onEmptyKeyword,
  onDone,
}: SearchBoxOptions) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(routeKeyword);
  const [shownRouteKeyword, setShownRouteKeyword] = useState(routeKeyword);
  // The history is stored in the browser: read once the server's page is hydrated (the server
  // renders none), then kept in state.
  const hydrated = useHydrated();
  const [changedRows, setHistoryRows] = useState<string[] | null>(null);
  const historyRows = changedRows ?? (hydrated ? history.read() : []);
  const [openState, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const open = alwaysOpen || openState;

  // A result page's keyword shows in the box; leaving the results clears it.
  if (routeKeyword !== shownRouteKeyword) {
    setShownRouteKeyword(routeKeyword);
    setKeyword(routeKeyword);
  }

  const suggestions = useSuggestions(keyword, open);
  const mode = keyword.trim() === '' ? 'history' : 'suggestions';
  const options: SearchOption[] =
    mode === 'history'
      ? historyRows.map((item) => ({ kind: 'history', keyword: item }))
      : suggestions.map((suggestion) => ({ kind: 'suggestion', suggestion }));
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const finish = (to: string) => {
    setOpen(false);
    setActive(-1);
    onDone();
    void navigate(to);
  };

  const search = (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) {
      onEmptyKeyword();
      return;
    }
    setHistoryRows(history.save(trimmed));
    setKeyword(trimmed);
    finish(resultsUrl(trimmed));
  };

  const pick = (option: SearchOption) => {
    if (option.kind === 'history') return search(option.keyword);
    const { suggestion } = option;
    const to = suggestionUrl(suggestion);
    if (!to) return search(suggestion.name);
    // A shop suggestion is a shop search for its name, so it joins the history like any search.
    if (suggestion.flag === SuggestionFlag.shop) {
      setHistoryRows(history.save(suggestion.name));
      setKeyword(suggestion.name);
    }
    finish(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && openState) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!expanded) {
      if (event.key === 'ArrowDown') setOpen(true);
      return;
    }
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive(activeIndex >= last ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      pick(options[activeIndex]!);
    }
  };

  return {
    keyword,
    mode,
    options,
    expanded,
    activeIndex,
    search,
    pick,
    onKeyDown,
    changeKeyword: (value: string) => {
      setKeyword(value);
      setActive(-1);
      setOpen(true);
    },
    openList: () => {
      setHistoryRows(history.read());
      setOpen(true);
    },
    closeList: () => {
      setOpen(false);
      setActive(-1);
    },
    clearHistory: () => {
      history.clear();
      setHistoryRows([]);
      setActive(-1);
    },
  };
}

export type SearchBoxState = ReturnType<typeof useSearchBox>;
