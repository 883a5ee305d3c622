import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** A 4xx will not change on retry; a network blip or 5xx gets one more try before the error shows. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
