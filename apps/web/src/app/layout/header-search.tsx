import { useLocation, useSearchParams } from 'react-router';
import { SearchBox } from '../../features/search/search-box.tsx';
import type { SearchHistoryStore } from '../../features/search/use-search-box.ts';
import { clearHistory, readHistory, saveKeyword } from '../../features/search/search-history.ts';
import { isSearchRoute, searchUrl } from '../../features/search/search-route.ts';
import './header-search.css';

/** The app's search_history, as the search box reads and writes it. */
const searchHistory: SearchHistoryStore = { read: readHistory, save: saveKeyword, clear: clearHistory };

/**
 * The header's search box (spec 2.2): suggestions from two characters, the history for an empty
 * field, and searches that stay on the current results route. Phones keep this same box: it has a
 * full-width row of its own there, so its dropdown is full width too (/wap/search is the
 * full-screen version of the same box).
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const routeKeyword = isSearchRoute(pathname) ? (searchParams.get('kw') ?? '') : '';
  return (
    <SearchBox
      variant="dropdown"
      className="header-search"
      history={searchHistory}
      resultsUrl={(keyword) => searchUrl(pathname, keyword)}
      routeKeyword={routeKeyword}
    />
  );
}
