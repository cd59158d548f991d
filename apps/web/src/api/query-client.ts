import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** The cache's defaults, the same in the browser and in the server's render of a page (entry-server.tsx). */
export const queryDefaults: DefaultOptions = {
  queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
};

/**
 * The one query cache of the page: React reads it through the provider (app/app.tsx), and the
 * realtime handlers, outside React, write incoming events into it.
 */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
