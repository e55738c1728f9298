import '../../../components/stacked-table.css';
import { type BingoEvent, type EventStatus, eventStatusLabels, formatDateTime, formatMoney } from '@bingo/core';
import { Button, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { linkTo } from '../../../lib/paths';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';

interface Props {
  events: BingoEvent[];
  onEdit: (event: BingoEvent) => void;
  onDelete: (event: BingoEvent) => void;
  onStatus: (event: BingoEvent, status: EventStatus) => void;
  /** "Reabrir" a finished event, which asks why (decisions.md §14). */
  onReopen: (event: BingoEvent) => void;
  /** The event whose status change is on its way: its buttons wait. */
  statusPendingId: number | null;
}

/** Spec §2: start only while scheduled, finish only while em_andamento. */
export function nextStatusAction(status: EventStatus): { status: EventStatus; label: string; icon: string; variant: string } | null {
  if (status === 'scheduled') return { status: 'em_andamento', label: 'Iniciar', icon: 'play-circle', variant: 'outline-success' };
  if (status === 'em_andamento') return { status: 'finalizado', label: 'Finalizar', icon: 'stop-circle', variant: 'outline-danger' };
  return null;
}

export function EventsTable({ events, onEdit, onDelete, onStatus, onReopen, statusPendingId }: Props) {
  return (
    <Table hover className="align-middle mb-0 table-stack">
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">Início</th>
          <th scope="col" className="text-sm-center">
            Rodadas
          </th>
          <th scope="col" className="text-sm-end">
            Preço
          </th>
          <th scope="col">Status</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => {
          const status = eventStatusLabels[event.status];
          const next = nextStatusAction(event.status);
          const busy = statusPendingId === event.id;
          return (
            <tr key={event.id}>
              <th scope="row" className="fw-semibold text-break">
                {event.name}
              </th>
              <td data-label="Início" className="text-nowrap">
                {formatDateTime(event.start_date)}
              </td>
              <td data-label="Rodadas" className="text-sm-center">
                {event.rounds_count}
              </td>
              <td data-label="Preço" className="text-sm-end text-nowrap">
                {formatMoney(event.card_price)}
              </td>
              <td data-label="Status">
                <StatusBadge variant={status.variant}>{status.label}</StatusBadge>
              </td>
              <td className="table-stack__full">
                <div className="d-flex flex-wrap gap-1">
                  <Link to={linkTo.rodadas(event.id)} className="btn btn-sm btn-primary">
                    <Icon name="list-ol" className="me-1" />
                    Rodadas <span className="visually-hidden">de {event.name}</span>
                  </Link>
                  <Link to={linkTo.regulamentoAdmin(event.id)} className="btn btn-sm btn-outline-primary">
                    <Icon name="file-earmark-text" className="me-1" />
                    Regulamento <span className="visually-hidden">de {event.name}</span>
                  </Link>
                  {/* The event's public page (decisions.md §15): the address the organiser shares. */}
                  <Link to={linkTo.evento(event.id)} className="btn btn-sm btn-outline-secondary">
                    <Icon name="globe2" className="me-1" />
                    Página pública <span className="visually-hidden">de {event.name}</span>
                  </Link>
                  {next && (
                    <Button size="sm" variant={next.variant} disabled={busy} aria-busy={busy} onClick={() => onStatus(event, next.status)}>
                      <Icon name={next.icon} className="me-1" />
                      {next.label} <span className="visually-hidden">{event.name}</span>
                    </Button>
                  )}
                  {event.status === 'finalizado' && (
                    <Link to={linkTo.contasAdmin(event.id)} className="btn btn-sm btn-outline-primary">
                      <Icon name="cash-coin" className="me-1" />
                      Prestação de contas <span className="visually-hidden">de {event.name}</span>
                    </Link>
                  )}
                  {event.status === 'finalizado' && (
                    <Button size="sm" variant="outline-secondary" disabled={busy} aria-busy={busy} onClick={() => onReopen(event)}>
                      <Icon name="arrow-counterclockwise" className="me-1" />
                      Reabrir <span className="visually-hidden">{event.name}</span>
                    </Button>
                  )}
                  <Button size="sm" variant="outline-primary" onClick={() => onEdit(event)}>
                    <Icon name="pencil" className="me-1" />
                    Editar <span className="visually-hidden">{event.name}</span>
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => onDelete(event)}>
                    <Icon name="trash" className="me-1" />
                    Excluir <span className="visually-hidden">{event.name}</span>
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
