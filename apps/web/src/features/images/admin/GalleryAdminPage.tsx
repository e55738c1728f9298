import '../gallery.css';
import { DASHBOARD_BANNERS_MAX, type GalleryImage } from '@bingo/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListStates } from '../../../components/ListStates';
import { PageHeader } from '../../../components/PageHeader';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteImage } from '../api/delete-image';
import { useImages } from '../api/list-images';
import { useSetDashboardBanners } from '../api/set-dashboard-banners';
import { DashboardBannersCard } from '../components/DashboardBannersCard';
import { bannersInOrder } from '../dashboard-banner-order';
import { ImageGrid } from '../components/ImageGrid';
import { ImageUploadForm } from '../components/ImageUploadForm';
import { galleryTexts } from '../gallery-texts';
import { useConfirmDelete } from '../../../components/use-confirm-delete';

/** /admin/imagens: upload, list and delete the images sponsors' logos use, and pick the dashboard's banners. */
export function GalleryAdminPage() {
  const images = useImages();
  const remove = useDeleteImage();
  const deleting = useConfirmDelete<GalleryImage>(remove, () => notifySuccess(galleryTexts.deleted));
  const saveBanners = useSetDashboardBanners();
  const banners = bannersInOrder(images.data ?? []);
  const changeBanners = (imageIds: number[]) => saveBanners.mutate(imageIds, { onSuccess: () => notifySuccess(galleryTexts.bannersSaved) });
  const toggleBanner = (image: GalleryImage) => {
    const ids = banners.map((b) => b.id);
    changeBanners(image.banner_position === null ? [...ids, image.id] : ids.filter((id) => id !== image.id));
  };

  return (
    <>
      <PageHeader title="Galeria" subtitle="Imagens dos logotipos dos patrocinadores e demais artes do evento." />
      <ImageUploadForm />
      <ListStates
        query={images}
        loadFailed={galleryTexts.loadFailed}
        framed
        empty={{ icon: 'images', title: 'Nenhuma imagem enviada ainda.', hint: 'Envie a primeira imagem pelo formulário acima.' }}
      >
        {(rows) => (
          <>
            <DashboardBannersCard banners={banners} pending={saveBanners.isPending} onChange={changeBanners} />
            <section aria-label="Imagens da galeria">
              <ImageGrid
                images={rows}
                onDelete={deleting.ask}
                onToggleBanner={toggleBanner}
                bannersFull={banners.length >= DASHBOARD_BANNERS_MAX}
                bannerPending={saveBanners.isPending}
              />
            </section>
          </>
        )}
      </ListStates>
      <ConfirmDialog title="Excluir imagem" message={galleryTexts.confirmDelete} confirmLabel="Excluir" {...deleting.dialog} />
    </>
  );
}
