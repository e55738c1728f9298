import '../batches.css';
import type { CardBatch } from '@bingo/core';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListStates } from '../../../components/ListStates';
import { PageHeader } from '../../../components/PageHeader';
import { useActiveEvent } from '../../../lib/active-event';
import { notifySuccess } from '../../../lib/notify';
import { useEvents } from '../../events';
import { useDeleteBatch } from '../api/delete-batch';
import { useReturnUnsoldCards } from '../api/return-batch-cards';
import { useBatches } from '../api/list-batches';
import { BatchesEventFilter } from '../components/BatchesEventFilter';
import { BatchesTable, unsoldOf } from '../components/BatchesTable';
import { BatchForm } from '../components/BatchForm';
import { batchTexts } from '../batch-texts';
import { useConfirmDelete } from '../../../components/use-confirm-delete';

/** /admin/cartelas: create batches of physical cards for an event, print them (PDF), delete unsold ones; listed per event. */
export function BatchesAdminPage() {
  const batches = useBatches();
  const events = useEvents();
  const active = useActiveEvent();
  const remove = useDeleteBatch();
  // The list's event: undefined until chosen (the active one applies), null for every event.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const listEventId = chosen === undefined ? active.data?.id : (chosen ?? undefined);
  const shown = batches.data?.filter((b) => listEventId === undefined || b.event_id === listEventId) ?? [];
  // The next batch starts on the event of the last one made (several for next month in a row).
  const [lastEventId, setLastEventId] = useState<number | undefined>(undefined);
  const deleting = useConfirmDelete<CardBatch>(remove, () => notifySuccess(batchTexts.deleted));
  const giveBack = useReturnUnsoldCards();
  const [toReturn, setToReturn] = useState<CardBatch | null>(null);
  // A new key after each creation gives a fresh, empty form (the user picker's text included).
  const [formKey, setFormKey] = useState(0);

  return (
    <>
      <PageHeader
        title="Lotes de Cartelas"
        subtitle="Cartelas físicas com código de barras, impressas em PDF e entregues a um responsável."
      />
      <BatchForm
        key={formKey}
        lastEventId={lastEventId}
        onCreated={(batch) => {
          notifySuccess(batchTexts.created);
          setLastEventId(batch.event_id);
          // The new batch is in sight, whichever event it is for.
          if (listEventId !== undefined) setChosen(batch.event_id);
          setFormKey((k) => k + 1);
        }}
      />
      <Card className="mb-4">
        <Card.Header className="bg-body d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 className="h5 mb-0">Lotes cadastrados</h2>
          <BatchesEventFilter events={events.data ?? []} value={listEventId} onChange={(id) => setChosen(id ?? null)} />
        </Card.Header>
        <ListStates
          // The list opens on the active event: it waits for it rather than flash every event's batches.
          query={{ ...batches, isPending: batches.isPending || active.isPending }}
          loadFailed={batchTexts.loadFailed}
          inset
          empty={{ icon: 'collection', title: 'Nenhum lote cadastrado.', hint: 'Gere o primeiro lote pelo formulário acima.' }}
        >
          {() =>
            shown.length === 0 ? (
              <EmptyState icon="collection" title={batchTexts.noneOfEvent}>
                Gere um lote pelo formulário acima ou escolha outro evento.
              </EmptyState>
            ) : (
              <BatchesTable batches={shown} onDelete={deleting.ask} onReturn={setToReturn} />
            )
          }
        </ListStates>
      </Card>
      <ConfirmDialog
        title="Excluir lote"
        message={
          <>
            {batchTexts.confirmDelete}
            {deleting.target && <span className="d-block mt-2 fw-semibold">{deleting.target.name}</span>}
          </>
        }
        confirmLabel="Excluir"
        {...deleting.dialog}
      />
      <ConfirmDialog
        show={toReturn !== null}
        title={batchTexts.returnTitle}
        message={
          <>
            {toReturn && batchTexts.confirmReturn(unsoldOf(toReturn))}
            {toReturn && <span className="d-block mt-2 fw-semibold">{toReturn.name}</span>}
          </>
        }
        confirmLabel={batchTexts.returnUnsold}
        pending={giveBack.isPending}
        onConfirm={() => toReturn && giveBack.mutate(toReturn.id, { onSettled: () => setToReturn(null) })}
        onCancel={() => setToReturn(null)}
      />
    </>
  );
}
