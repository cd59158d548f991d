import { QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { configureRequest } from '../api/request.ts';
import { preloadPages, routes } from './router.tsx';
import { texts as browserTexts, type Texts } from '../lib/i18n/texts.ts';
import { TextsProvider } from '../lib/i18n/use-translation.tsx';
// The global styles join the frame's in one stylesheet, the only one index.html links, so a page's
// first paint waits for one request (they were main.tsx's own file until 2026-11-30). They come after
// the styles of what app.tsx imports and before those of the footer, the banner and the cart handle
// (lazy parts of the same chunk), whose own rules now win as written (the newsletter field's margin).
import '../styles/global.css';

/**
 * Loads the first page's route modules and resolves once they are there: rendering before that
 * would suspend in place of the first screen the server wrote into #root. The query cache starts
 * from the answers the server drew that screen from (api/first-data.ts), so hydration draws the
 * same page without fetching.
 */
export function startRouter(state?: DehydratedState): Promise<void> {
  // The server dehydrates answered queries only (entry-server.tsx); setting their data is all
  // `hydrate` would do here, without its code on the first visit.
  for (const { queryKey, state: query } of state?.queries ?? []) {
    if (query.status === 'success') queryClient.setQueryData(queryKey, query.data, { updatedAt: query.dataUpdatedAt });
  }
  return preloadPages(window.location.pathname);
}

/**
 * The route table (declarative: the data router's loaders and actions are not used, and it would
 * be twice the router's code on the first visit). Requests that must go somewhere (a sign-in
 * asked for) navigate through it.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useLayoutEffect(() => configureRequest({ navigate: (to) => void navigate(to) }), [navigate]);
  // Marks the first commit (the hydration of a server-rendered page): tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return useRoutes(routes);
}

/**
 * The providers every render has, in the browser and in the server's render of a page
 * (entry-server.tsx): the same tree on both sides, so hydration matches it node for node.
 */
export function AppTree({ client, texts, children }: { client: QueryClient; texts: Texts; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <TextsProvider texts={texts}>{children}</TextsProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppTree client={queryClient} texts={browserTexts}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppTree>
  );
}
