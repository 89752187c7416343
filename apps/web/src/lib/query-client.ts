import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error.ts';

const RETRY_COUNT_MAX = 2;

/** Server state cache. A 4xx answer is final; network and 5xx errors retry twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < RETRY_COUNT_MAX && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
