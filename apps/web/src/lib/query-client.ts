import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from './api-error';
import { notifyError } from './notify';

/**
 * Per query or mutation: `errorMessage` is the screen's fallback text when the server gave none
 * (spec §8); `silent` means the screen shows the failure itself (inline alert, empty state).
 */
export interface AppMeta extends Record<string, unknown> {
  errorMessage?: string;
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** The one place where failures become toasts. */
export function reportError(error: unknown, meta: AppMeta | undefined): void {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.handled) return;
  notifyError(errorText(error, meta?.errorMessage));
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again; a dropped connection or a 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
