import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, errorText } from './api-error';
import { notifyError } from './notify';

/**
 * Per query or mutation: `errorMessage` is the screen's fallback text when the server gave none
 * (spec §8); `silent` means the screen shows the failure itself (inline alert, empty state).
 * A mutation's `invalidates` lists the query keys its success makes stale: read again, and awaited
 * before the mutation counts as done (the button stays busy until the list shows the change).
 */
export interface AppMeta extends Record<string, unknown> {
  errorMessage?: string;
  silent?: boolean;
  invalidates?: readonly QueryKey[];
  /** Read them again after a refusal too: it may come from a change the screen does not show yet. */
  invalidatesAfterFailure?: boolean;
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

/**
 * The one place where a mutation's success makes queries stale: each mutation declares its keys in
 * `meta.invalidates`. Run as the cache's onSettled, after the mutation's own onSuccess (its toast
 * and any reply written into the cache come first, as they did when each hook invalidated itself).
 */
function invalidateDeclared(client: QueryClient, meta: AppMeta | undefined): Promise<unknown> | undefined {
  if (!meta?.invalidates?.length) return undefined;
  return Promise.all(meta.invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
      onSettled: (_data, error, _variables, _context, mutation) =>
        error && !mutation.meta?.invalidatesAfterFailure ? undefined : invalidateDeclared(client, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
