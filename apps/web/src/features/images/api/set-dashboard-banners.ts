import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/client';
import { galleryTexts } from '../gallery-texts';
import { dashboardBannersKey } from './dashboard-banners';
import { imagesKey } from './list-images';

/** PUT /admin/dashboard-banners: the whole ordered list at once, so a move is one save. */
export function setDashboardBanners(imageIds: number[]) {
  return apiClient.PUT('/api/admin/dashboard-banners', { body: { image_ids: imageIds } });
}

export function useSetDashboardBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDashboardBanners,
    onSuccess: (banners) => queryClient.setQueryData(dashboardBannersKey, banners),
    meta: { invalidates: [imagesKey], errorMessage: galleryTexts.bannersFailed },
  });
}
