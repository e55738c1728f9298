import '../sponsors.css';
import type { Sponsor } from '@bingo/core';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { PageHeader } from '../../../components/PageHeader';
import { notifySuccess } from '../../../lib/notify';
import { usePagedFilters } from '../../../lib/use-paged-filters';
import { useDeleteSponsor } from '../api/delete-sponsor';
import { useSponsors } from '../api/list-sponsors';
import { NumbersMapCard } from '../components/NumbersMapCard';
import { SponsorFiltersCard } from '../components/SponsorFiltersCard';
import { SponsorFormModal } from '../components/SponsorFormModal';
import { SponsorLogoModal } from '../components/SponsorLogoModal';
import { SponsorNumbersModal } from '../components/SponsorNumbersModal';
import { SponsorsListCard } from '../components/SponsorsListCard';
import type { SponsorAction } from '../components/SponsorsTable';
import { DEFAULT_PAGE_SIZE, emptyFilters, sponsorListQuery } from '../sponsor-filters';
import { sponsorTexts } from '../sponsor-texts';

type Dialog = { kind: 'new' } | { kind: SponsorAction; sponsor: Sponsor } | null;

/** /admin/patrocinadores (spec §2 "Sponsors admin"). */
export function SponsorsAdminPage() {
  const paging = usePagedFilters(emptyFilters, DEFAULT_PAGE_SIZE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useSponsors(sponsorListQuery(paging.filters, paging.page, paging.limit));
  const remove = useDeleteSponsor();
  const close = () => setDialog(null);

  const confirmDelete = (sponsor: Sponsor) =>
    remove.mutate(sponsor.id, {
      onSuccess: () => {
        notifySuccess(sponsorTexts.deleted);
        paging.afterDelete(list.data?.items.length ?? 0);
      },
      onSettled: close,
    });

  return (
    <>
      <PageHeader
        title="Patrocinadores"
        subtitle="Quem apoia o evento, o que pagou e os números em que o logotipo aparece no telão."
        actions={
          <Button onClick={() => setDialog({ kind: 'new' })}>
            <Icon name="plus-lg" className="me-1" />
            Novo Patrocinador
          </Button>
        }
      />
      <SponsorFiltersCard applied={paging.filters} onApply={paging.applyFilters} />
      <SponsorsListCard
        data={list.data}
        loading={list.isPending}
        refreshing={list.isPlaceholderData}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.setPage}
        onLimit={paging.changeLimit}
        onAction={(kind, sponsor) => setDialog({ kind, sponsor })}
      />
      <NumbersMapCard />

      {dialog?.kind === 'new' && <SponsorFormModal sponsor={null} onClose={close} />}
      {dialog?.kind === 'edit' && <SponsorFormModal sponsor={dialog.sponsor} onClose={close} />}
      {dialog?.kind === 'numbers' && <SponsorNumbersModal sponsor={dialog.sponsor} onClose={close} />}
      {dialog?.kind === 'preview' && <SponsorLogoModal sponsor={dialog.sponsor} onClose={close} />}
      <ConfirmDialog
        show={dialog?.kind === 'delete'}
        title="Excluir patrocinador"
        message={
          <>
            {sponsorTexts.confirmDelete}
            {dialog?.kind === 'delete' && <span className="d-block mt-2 fw-semibold">{dialog.sponsor.name}</span>}
          </>
        }
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.sponsor)}
        onCancel={close}
      />
    </>
  );
}
