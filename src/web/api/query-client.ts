import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** A 4xx will not change on retry; a network blip or 5xx gets one more try before the error shows. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // Offline, a retry fails the same way: show the error and its Retry button now.
  if (error instanceof ApiError && error.code === 'OFFLINE') return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // 'always': an offline browser gets the client's own clear error at once, instead of a query paused
    // silently until the connection returns (issue 15).
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false },
  },
});
