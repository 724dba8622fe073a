import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Run the query even offline, not paused: the API client answers the contractor's day from what it kept
      // (docs/architecture.md "Offline") and fails anything else at once, saying so.
      networkMode: 'offlineFirst',
      // A refusal (4xx) will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
