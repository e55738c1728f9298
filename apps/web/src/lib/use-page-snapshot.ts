import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterNextPaint } from './next-task';
import { saveSnapshot } from './page-snapshot';

/**
 * Keeps the page as painted once it shows the server's answer `data` (`shownAt` changes with each
 * answer), for the entry to draw on the next visit (docs/decisions/048). After the paint, so the
 * copy costs the render nothing.
 */
export function usePageSnapshot(shownAt: number | null, data: unknown): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shownAt === null) return;
    let cancelled = false;
    void afterNextPaint().then(() => {
      const root = document.getElementById('root');
      if (!cancelled && root) saveSnapshot(root, data, pathname);
    });
    return () => {
      cancelled = true;
    };
  }, [shownAt, data, pathname]);
}
