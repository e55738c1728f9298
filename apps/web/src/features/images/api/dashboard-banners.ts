import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';

export const dashboardBannersKey = ['dashboard-banners'] as const;

/** GET /dashboard-banners: the pictures the admin chose for the dashboard's carousel, in order. */
export function listDashboardBanners() {
  return apiClient.GET('/api/dashboard-banners');
}

export function useDashboardBanners() {
  // Without an answer the dashboard shows the shipped art: a toast over the welcome would only alarm.
  return useQuery({ queryKey: dashboardBannersKey, queryFn: listDashboardBanners, meta: { silent: true } });
}
