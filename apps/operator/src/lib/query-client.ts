import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './messages.ts';

/**
 * Every read here is written to the audit log, so the console asks only when the operator does:
 * no refetch on focus, no silent retries, and each failure shown once in the message dialog.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: showError }),
  mutationCache: new MutationCache({ onError: showError }),
  defaultOptions: {
    queries: { staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
    mutations: { retry: false },
  },
});
