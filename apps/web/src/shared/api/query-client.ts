import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_QUERY_RETRIES = 2;

/** Client errors (4xx) are answers, not hiccups: only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
