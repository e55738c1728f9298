import type { BingoEvent } from '@bingo/core';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { ListStates } from '../../../components/ListStates';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useDeleteEvent } from '../api/delete-event';
import { useEvents } from '../api/list-events';
import { useSetEventStatus } from '../api/set-event-status';
import { EventFormModal } from '../components/EventFormModal';
import { EventStatusConfirm, needsConfirmation, type StatusChange } from '../components/EventStatusConfirm';
import { EventsTable } from '../components/EventsTable';
import { ReopenEventDialog } from '../components/ReopenEventDialog';
import { eventTexts } from '../event-texts';

/** /admin/eventos: the events of the organisation, their status, and the way into their rounds. */
export function EventsAdminPage() {
  const events = useEvents();
  const remove = useDeleteEvent();
  const setStatus = useSetEventStatus();
  // undefined: the form is closed; null: a new event.
  const [editing, setEditing] = useState<BingoEvent | null | undefined>(undefined);
  const deleting = useConfirmDelete<BingoEvent>(remove);
  const [changing, setChanging] = useState<StatusChange | null>(null);
  const [reopening, setReopening] = useState<BingoEvent | null>(null);
  const runningOther = (id: number) => events.data?.find((e) => e.status === 'em_andamento' && e.id !== id) ?? null;

  const changeStatus = ({ event, status, finishRunning }: StatusChange & { finishRunning: boolean }) =>
    setStatus.mutate({ id: event.id, status, finishRunning }, { onSettled: () => setChanging(null) });
  const askStatus = (change: StatusChange) =>
    needsConfirmation(change, runningOther(change.event.id)) ? setChanging(change) : changeStatus({ ...change, finishRunning: false });

  // Closed either way: on a refusal (another event running) the toast carries the server's reason.
  const reopen = (reason: string) =>
    reopening && setStatus.mutate({ id: reopening.id, status: 'em_andamento', reason }, { onSettled: () => setReopening(null) });

  return (
    <>
      <PageHeader
        title="Eventos"
        subtitle="Cadastre os eventos, acompanhe o status e abra as rodadas de cada um."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Icon name="plus-lg" className="me-1" />
            Novo evento
          </Button>
        }
      />
      <Card>
        <ListStates
          query={events}
          loadingText={eventTexts.loading}
          loadFailed={eventTexts.loadFailed}
          inset
          empty={{ icon: 'calendar-event', title: eventTexts.empty, hint: 'Use “Novo evento” para cadastrar o primeiro.' }}
        >
          {(rows) => (
            <EventsTable
              events={rows}
              onEdit={setEditing}
              onDelete={deleting.ask}
              onStatus={(event, status) => askStatus({ event, status })}
              onReopen={setReopening}
              statusPendingId={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
            />
          )}
        </ListStates>
      </Card>
      {editing !== undefined && <EventFormModal event={editing} onClose={() => setEditing(undefined)} />}
      <EventStatusConfirm
        change={changing}
        running={changing ? runningOther(changing.event.id) : null}
        pending={setStatus.isPending}
        onConfirm={changeStatus}
        onCancel={() => setChanging(null)}
      />
      <ReopenEventDialog event={reopening} pending={setStatus.isPending} onConfirm={reopen} onCancel={() => setReopening(null)} />
      <ConfirmDialog title="Excluir evento" message={eventTexts.confirmDelete} confirmLabel="Excluir" {...deleting.dialog} />
    </>
  );
}
