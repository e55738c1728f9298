import type { FieldValues, Resolver } from 'react-hook-form';

/** Resolves once the browser has painted the current frame (a task queued from the next frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A form resolver that downloads its schema (and zod with it, ~40 KB compressed plus its start-up
 * work) on first use instead of with the screen, and only once the form is on screen: the form
 * shows and takes typing at once, and its first validation waits for the download (the form asks
 * for one as it mounts, to know whether it is valid). A failed download is tried again next time.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= afterNextPaint().then(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
