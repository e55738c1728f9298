import { REMOVAL_REASON_REQUIRED } from '@bingo/core';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { ballName, drawTexts } from '../draw-texts';

interface Props {
  number: number | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Removing a ball asks why: the reason goes into the round's public record (docs/decisions/015),
 * where buyers and sponsors read it beside the ball.
 */
export function RemoveBallDialog({ number, pending, onConfirm, onCancel }: Props) {
  return (
    <ReasonDialog
      show={number !== null}
      title={number === null ? 'Remover número' : `Remover ${ballName(number)}`}
      message={drawTexts.confirmRemove}
      label="Motivo da remoção"
      help={drawTexts.removalReasonHelp}
      required={REMOVAL_REASON_REQUIRED}
      confirmLabel="Remover"
      confirmVariant="danger"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
