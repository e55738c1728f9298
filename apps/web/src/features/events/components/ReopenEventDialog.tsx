import { EVENT_REOPEN_REASON_REQUIRED, type BingoEvent } from '@bingo/core';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { EventReopenings } from './EventReopenings';

interface Props {
  event: BingoEvent | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** "Reabrir" a finished event: it asks why, and the reason is kept with who and when (decisions.md §14). */
export function ReopenEventDialog({ event, pending, onConfirm, onCancel }: Props) {
  return (
    <ReasonDialog
      show={event !== null}
      title={`Reabrir ${event?.name ?? 'evento'}`}
      message="O evento volta a ficar em andamento: vendas e rodadas voltam a ser possíveis até ele ser finalizado de novo."
      label="Motivo da reabertura"
      help="O motivo fica registrado com o seu nome e a hora, e aparece para os administradores."
      required={EVENT_REOPEN_REASON_REQUIRED}
      confirmLabel="Reabrir evento"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {event && <EventReopenings eventId={event.id} />}
    </ReasonDialog>
  );
}
