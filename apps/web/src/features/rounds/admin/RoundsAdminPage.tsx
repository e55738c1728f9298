import { eventStatusLabels, type Round } from '@bingo/core';
import { useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { linkTo, paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { ListStates } from '../../../components/ListStates';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { errorText } from '../../../lib/api-error';
import { useDeleteRound } from '../api/delete-round';
import { useEvent } from '../api/get-event';
import { useRounds } from '../api/list-rounds';
import { RoundForm } from '../components/RoundForm';
import { RoundsTable } from '../components/RoundsTable';
import { nextRoundNumber } from '../round-form';
import { roundTexts } from '../round-texts';

/** /admin/eventos/:eventoId/rodadas: the rounds of one event, an inline form, and the big screen. */
export function RoundsAdminPage() {
  const eventId = Number(useParams().eventoId);
  const event = useEvent(eventId);
  const rounds = useRounds(eventId);
  const remove = useDeleteRound();
  const [editing, setEditing] = useState<Round | null>(null);
  const deleting = useConfirmDelete<Round, Round>(
    remove,
    (round) => setEditing((current) => (current?.id === round.id ? null : current)),
    (round) => round,
  );

  const back = (
    <Link to={paths.admin.eventos} className="btn btn-outline-secondary">
      <Icon name="arrow-left" className="me-1" />
      Voltar aos eventos
    </Link>
  );
  if (event.isError) {
    return (
      <>
        <PageHeader title="Rodadas" actions={back} />
        <Alert variant="danger">{errorText(event.error, roundTexts.eventLoadFailed)}</Alert>
      </>
    );
  }

  const list = [...(rounds.data ?? [])].sort((a, b) => a.number - b.number);
  const status = event.data ? eventStatusLabels[event.data.status] : null;

  return (
    <>
      <PageHeader
        title={event.data?.name ?? 'Rodadas'}
        subtitle={
          event.data && status ? (
            <span className="d-inline-flex flex-wrap align-items-center gap-2">
              <span>
                {list.length} de {event.data.rounds_count} rodadas
              </span>
              <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
            </span>
          ) : undefined
        }
        actions={
          <>
            {back}
            <Link to={linkTo.regulamentoAdmin(eventId)} className="btn btn-outline-primary">
              <Icon name="file-earmark-text" className="me-1" />
              Regulamento
            </Link>
            <a href={linkTo.telao(eventId)} target="_blank" rel="noopener" className="btn btn-outline-primary">
              <Icon name="display" className="me-1" />
              Abrir telão <span className="visually-hidden">(abre em nova aba)</span>
            </a>
          </>
        }
      />
      {rounds.isSuccess && (
        <RoundForm
          key={editing ? `edit-${editing.id}` : `new-${nextRoundNumber(list)}`}
          eventId={eventId}
          round={editing}
          rounds={list}
          onDone={() => setEditing(null)}
        />
      )}
      <Card>
        <ListStates
          query={{ ...rounds, data: rounds.data && list }}
          loadingText={roundTexts.loading}
          loadFailed={errorText(rounds.error, roundTexts.loadFailed)}
          inset
          empty={{ icon: 'list-ol', title: roundTexts.empty, hint: null }}
        >
          {(rows) => <RoundsTable rounds={rows} editingId={editing?.id ?? null} onEdit={setEditing} onDelete={deleting.ask} />}
        </ListStates>
      </Card>
      <ConfirmDialog title="Excluir rodada" message={roundTexts.confirmDelete} confirmLabel="Excluir" {...deleting.dialog} />
    </>
  );
}
