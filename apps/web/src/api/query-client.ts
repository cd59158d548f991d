import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page: React reads it through the provider (app/app.tsx), and the
 * realtime handlers, outside React, write incoming events into it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
