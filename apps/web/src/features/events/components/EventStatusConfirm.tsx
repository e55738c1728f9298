import type { BingoEvent, EventStatus } from '@bingo/core';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export interface StatusChange {
  event: BingoEvent;
  status: EventStatus;
}

interface Props {
  change: StatusChange | null;
  /** The event em_andamento other than the one changing, if any. */
  running: BingoEvent | null;
  pending: boolean;
  onConfirm: (change: StatusChange & { finishRunning: boolean }) => void;
  onCancel: () => void;
}

/** Whether a status change is asked about first: finishing an event, or starting one while another runs. */
export function needsConfirmation(change: StatusChange, running: BingoEvent | null): boolean {
  return change.status === 'finalizado' || (change.status === 'em_andamento' && running !== null);
}

/**
 * Only one event runs at a time (decisions.md §13). Starting one while another runs offers to
 * finish that one and start this one as one step; finishing an event also finishes its round.
 */
export function EventStatusConfirm({ change, running, pending, onConfirm, onCancel }: Props) {
  const swap = change?.status === 'em_andamento' && running !== null;
  const finishing = change?.status === 'finalizado';
  return (
    <ConfirmDialog
      show={change !== null && (swap || finishing)}
      title={swap ? 'Outro evento em andamento' : 'Finalizar evento'}
      message={
        swap
          ? `Já existe um evento em andamento: ${running.name}. Ao continuar, ele e a rodada em andamento dele serão finalizados, e ${change.event.name} será iniciado.`
          : `Finalizar ${change?.event.name ?? ''}? Se houver uma rodada em andamento, ela também será finalizada.`
      }
      confirmLabel={swap ? `Finalizar ${running.name} e iniciar este` : 'Finalizar'}
      variant={swap ? 'warning' : 'danger'}
      pending={pending}
      onConfirm={() => change && onConfirm({ ...change, finishRunning: swap })}
      onCancel={onCancel}
    />
  );
}
