import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Resolves when the browser is next idle: the screen that asked has been painted, and the download
 * does not compete with what the screen itself still needs. Browsers without requestIdleCallback
 * (older Safari) wait 50 ms instead.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * A form resolver that downloads its schema (and zod with it, ~40 KB compressed plus its start-up
 * work) on first use instead of with the screen, and only once the browser is idle: the form
 * shows and takes typing at once, and its first validation waits for the download (the form asks
 * for one as it mounts, to know whether it is valid). A failed download is tried again next time.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= whenIdle()
      .then(load)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return (await loading)(values, context, options);
  };
}
