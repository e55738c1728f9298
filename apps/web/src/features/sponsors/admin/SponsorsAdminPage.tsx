import '../sponsors.css';
import type { Sponsor } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { notifySuccess } from '../../../lib/notify';
import { usePagedFilters } from '../../../lib/use-paged-filters';
import { useDeleteSponsor } from '../api/delete-sponsor';
import { useSponsors } from '../api/list-sponsors';
import { CopySponsorsModal } from '../components/CopySponsorsModal';
import { NumbersMapCard } from '../components/NumbersMapCard';
import { SponsorFiltersCard } from '../components/SponsorFiltersCard';
import { SponsorFormModal } from '../components/SponsorFormModal';
import { SponsorLogoModal } from '../components/SponsorLogoModal';
import { SponsorNumbersModal } from '../components/SponsorNumbersModal';
import { SponsorsEventSelect } from '../components/SponsorsEventSelect';
import { SponsorsListCard } from '../components/SponsorsListCard';
import type { SponsorAction } from '../components/SponsorsTable';
import { DEFAULT_PAGE_SIZE, emptyFilters, sponsorListQuery } from '../sponsor-filters';
import { sponsorTexts } from '../sponsor-texts';
import { useSponsorsEvent } from '../use-sponsors-event';

type Dialog = { kind: 'new' } | { kind: 'copy' } | { kind: Exclude<SponsorAction, 'delete'>; sponsor: Sponsor } | null;

/** /admin/patrocinadores (spec §2 "Sponsors admin"), for one event at a time (decisions.md §13). */
export function SponsorsAdminPage() {
  const chosen = useSponsorsEvent();
  const paging = usePagedFilters(emptyFilters, DEFAULT_PAGE_SIZE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const eventId = chosen.eventId;
  const shown = chosen.ready && eventId !== undefined;
  const list = useSponsors(sponsorListQuery(eventId ?? 0, paging.filters, paging.page, paging.limit), shown);
  const remove = useDeleteSponsor();
  const deleting = useConfirmDelete<Sponsor>(remove, () => {
    notifySuccess(sponsorTexts.deleted);
    paging.afterDelete(list.data?.items.length ?? 0);
  });
  const close = () => setDialog(null);

  const chooseEvent = (id: number) => {
    chosen.choose(id);
    paging.setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Patrocinadores"
        subtitle="Quem apoia o evento, o que pagou e os números em que o logotipo aparece no telão."
        actions={
          shown && (
            <>
              <Button variant="outline-primary" onClick={() => setDialog({ kind: 'copy' })}>
                <Icon name="copy" className="me-1" />
                {sponsorTexts.copyAction}
              </Button>
              <Button onClick={() => setDialog({ kind: 'new' })}>
                <Icon name="plus-lg" className="me-1" />
                Novo Patrocinador
              </Button>
            </>
          )
        }
      />
      {chosen.ready && eventId === undefined && <Alert variant="info">{sponsorTexts.noEvent}</Alert>}
      {shown && (
        <>
          <div className="d-flex flex-wrap justify-content-end mb-3">
            <SponsorsEventSelect events={chosen.events} value={eventId} onChange={chooseEvent} />
          </div>
          <SponsorFiltersCard applied={paging.filters} onApply={paging.applyFilters} />
          <SponsorsListCard
            list={list}
            page={paging.page}
            limit={paging.limit}
            onPage={paging.setPage}
            onLimit={paging.changeLimit}
            onAction={(kind, sponsor) => (kind === 'delete' ? deleting.ask(sponsor) : setDialog({ kind, sponsor }))}
          />
          <NumbersMapCard eventId={eventId} />
        </>
      )}

      {dialog?.kind === 'new' && eventId !== undefined && <SponsorFormModal sponsor={null} eventId={eventId} onClose={close} />}
      {dialog?.kind === 'edit' && <SponsorFormModal sponsor={dialog.sponsor} eventId={dialog.sponsor.event_id} onClose={close} />}
      {dialog?.kind === 'numbers' && <SponsorNumbersModal sponsor={dialog.sponsor} onClose={close} />}
      {dialog?.kind === 'preview' && <SponsorLogoModal sponsor={dialog.sponsor} onClose={close} />}
      {dialog?.kind === 'copy' && chosen.event && <CopySponsorsModal target={chosen.event} events={chosen.events} onClose={close} />}
      <ConfirmDialog
        title="Excluir patrocinador"
        message={
          <>
            {sponsorTexts.confirmDelete}
            {deleting.target && <span className="d-block mt-2 fw-semibold">{deleting.target.name}</span>}
            <span className="d-block mt-2 small text-body-secondary">{sponsorTexts.deleteThisEvent}</span>
          </>
        }
        confirmLabel="Excluir"
        {...deleting.dialog}
      />
    </>
  );
}
