import { RoutePath } from '@storefront/contract/routes';
import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { clearHistory, readHistory, saveKeyword } from '../../features/search/search-history.ts';
import { searchUrl } from '../../features/search/search-route.ts';
import { SearchBox } from '../../features/search/search-box.tsx';
import type { SearchHistoryStore } from '../../features/search/use-search-box.ts';
import '../../features/search/search-results.css';

const searchHistory: SearchHistoryStore = { read: readHistory, save: saveKeyword, clear: clearHistory };

/**
 * /wap/search: the phone's full-screen search. A modal <dialog> covers the page so nothing behind
 * it can be tabbed to; Escape or the back button leave. Searches go to /search?kw=.
 */
export default function WapSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const title = t('search.wap.title');

  useEffect(() => {
    document.title = `${title} · Storefront`;
  }, [title]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first control (the back button); typing is why the page was opened.
    dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    return () => dialog.close();
  }, []);

  const goBack = () => {
    // React Router numbers its history entries: idx 0 means this page was opened directly.
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };

  return (
    <dialog
      ref={dialogRef}
      className="wap-search"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        goBack();
      }}
    >
      <div className="wap-search__inner">
        <h1 id={headingId} className="visually-hidden">
          {title}
        </h1>
        <SearchBox
          variant="page"
          // Beside the back button a phone has no room for the header's "Search products and shops".
          placeholder={t('search.wap.placeholder')}
          history={searchHistory}
          resultsUrl={(keyword) => searchUrl(RoutePath.search, keyword)}
          leading={
            <button type="button" className="wap-search__back" onClick={goBack} aria-label={t('search.wap.back')}>
              <ArrowLeft size={22} aria-hidden="true" />
            </button>
          }
          idleHint={
            <div className="wap-search__hint">
              <Search size={40} strokeWidth={1.25} aria-hidden="true" />
              <p>{t('search.wap.hint')}</p>
            </div>
          }
        />
      </div>
    </dialog>
  );
}
