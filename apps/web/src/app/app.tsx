import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { seedFirstData } from '../api/first-data.ts';
import { queryClient } from '../api/query-client.ts';
import { configureRequest } from '../api/request.ts';
import { preloadPages, routes } from './router.tsx';

/**
 * Loads the first page's route modules and resolves once they are there: rendering before that
 * would show the loading fallback in place of the first screen the server wrote into #root. The
 * query cache starts from the answers the server drew that screen from, so the first render
 * shows them without fetching.
 */
export function startRouter(): Promise<void> {
  seedFirstData(queryClient);
  return preloadPages(window.location.pathname);
}

/**
 * The route table under a browser router (declarative: the data router's loaders and actions are
 * not used, and it would be twice the router's code on the first visit). Requests that must go
 * somewhere (a sign-in asked for) navigate through it.
 */
function AppRoutes() {
  const navigate = useNavigate();
  useLayoutEffect(() => configureRequest({ navigate: (to) => void navigate(to) }), [navigate]);
  return useRoutes(routes);
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
