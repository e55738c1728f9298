/**
 * Resolves in a later task, so the browser can paint and answer a tap in between (a long task is
 * what a slow phone feels as a frozen page: docs/decisions/046). `scheduler.yield` where the
 * browser has it (it keeps this work ahead of other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  // A tab in the background has nothing on screen to keep responsive, and its timers are slowed
  // to one a second: no yield there.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in the task after the next frame is painted: rAF runs just before a frame is painted,
 * and the task it queues runs after that paint. A tab opened in the background paints nothing and
 * runs no frame until shown: no wait there.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
