import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/LoadingState';

/**
 * The page area of a layout. The boundary stays mounted while the layout does, so moving to a
 * page whose chunk is not loaded yet keeps the current page on screen (router updates are
 * transitions) instead of blanking it.
 */
export function SuspenseOutlet() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}
