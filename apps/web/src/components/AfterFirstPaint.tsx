import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What lies under a page's top, rendered in a task of its own after the first render has been
 * committed (docs/decisions/042): the first render (the top, the page's largest element) and the
 * rest are two shorter tasks instead of one long one that leaves a slow phone unresponsive
 * (Lighthouse's Total Blocking Time). Placed under everything already drawn, its arrival moves
 * nothing on screen.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
