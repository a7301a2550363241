import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again; only a missing answer (status 0) or a 5xx is retried, except
      // a maintenance 503: it holds until the window ends, and the maintenance status poll says when.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        (!(error instanceof ApiRequestError) || error.status === 0 || (error.status >= 500 && !error.maintenance)),
    },
    mutations: { retry: false },
  },
});
