import { ApiError } from '@steel-epd/web';
import { QueryClient } from '@tanstack/react-query';

/** A 4xx answer will not change on a retry; only network and server failures are retried once. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
