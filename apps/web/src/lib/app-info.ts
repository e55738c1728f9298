import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api/client';

/**
 * GET /app-info (public): what the install is, asked once per visit. Every layout reads it (the
 * demo banner), so it lives here rather than inside one feature. Typed, not parsed with core's
 * zod schema: that would put zod in the first download for one boolean.
 */
export function getAppInfo() {
  return apiClient.GET('/api/app-info');
}

/**
 * What the server wrote on the page it sent (`<html data-demo-payments>`, apps/server
 * plugins/app-page.ts): known in the first frame, so the demo banner never pushes the page down
 * when it arrives. Undefined on a page without it (the Vite dev server): then it is asked for.
 */
export function appInfoOnPage(root: HTMLElement = document.documentElement) {
  const flag = root.dataset.demoPayments;
  return flag === '1' || flag === '0' ? { demo_payments: flag === '1' } : undefined;
}

export const appInfoQuery = queryOptions({
  queryKey: ['app-info'] as const,
  queryFn: getAppInfo,
  initialData: appInfoOnPage,
  // Fixed for the life of the server process: never asked again while the page lives.
  staleTime: Infinity,
  gcTime: Infinity,
  // Without the answer the banner simply stays away; a toast would only alarm.
  meta: { silent: true },
});

/** True when the built-in fake checkout is active (PAYMENT_PROVIDER=fake): no real charge. */
export function useDemoPayments(): boolean {
  return useQuery(appInfoQuery).data?.demo_payments === true;
}
