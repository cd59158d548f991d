import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { seedFirstData } from '../api/first-data.ts';
import { configureRequest } from '../api/request.ts';
import { createRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
let router: ReturnType<typeof createRouter> | null = null;

/**
 * Creates the router, which starts loading the first page's lazy route modules, and resolves once
 * they have loaded: rendering before that would show the loading fallback in place of the first
 * screen the server wrote into #root. The query cache starts from the answers the server drew
 * that screen from, so the first render shows them without fetching.
 */
export function startRouter(): Promise<void> {
  seedFirstData(queryClient);
  const created = createRouter();
  router = created;
  configureRequest({ navigate: (to) => void created.navigate(to) });
  if (created.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = created.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function App() {
  if (!router) throw new Error('startRouter() must run before the app renders');
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
