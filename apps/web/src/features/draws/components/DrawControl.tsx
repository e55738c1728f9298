import { controlHolderText } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { useDrawNumber } from '../api/draw-number';
import { drawPanelId } from '../api/draw-panel';
import { clearRefusals, discardRefused, useDrawQueue } from '../api/draw-queue';
import { useRoundControl, useTakeControl } from '../api/round-control';
import { ballName, drawTexts } from '../draw-texts';

/**
 * One caller at a time (decisions.md §14): while another panel holds the round's control this one
 * says who and since when, and may take it over after a confirmation. Balls refused for lack of
 * control stay listed here until the operator takes control (they go out then, in order) or
 * discards them.
 */
export function DrawControl({ roundId, running }: { roundId: number; running: boolean }) {
  const control = useRoundControl(roundId, running);
  const take = useTakeControl(roundId);
  const draw = useDrawNumber(roundId);
  const refused = useDrawQueue(roundId).filter((q) => q.refusal);
  const [asking, setAsking] = useState(false);
  const holder = control.data?.holder;
  const other = running && holder && holder.panel_id !== drawPanelId(roundId) ? holder : null;
  const holderText = other ? controlHolderText(other.name, other.since) : null;

  const confirm = () =>
    take.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        clearRefusals(roundId);
        draw.resume();
      },
    });

  const takeButton = (
    <Button variant="warning" size="sm" className="fw-semibold" onClick={() => setAsking(true)}>
      <Icon name="hand-index" className="me-1" />
      {drawTexts.takeControl}
    </Button>
  );
  return (
    <>
      {holderText && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 draw-control" role="status">
          <span className="me-auto">
            <Icon name="person-lock" className="me-2" />
            {holderText}
          </span>
          {takeButton}
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert variant="danger" className="draw-refused" role="alert">
          <p className="mb-1 fw-semibold">
            {drawTexts.refused(refused.length)} {refused.map((q) => ballName(q.number)).join(', ')}
          </p>
          <p className="mb-2">{refused[refused.length - 1]!.refusal}</p>
          <p className="mb-2 small">{drawTexts.refusedHelp}</p>
          <div className="d-flex flex-wrap gap-2">
            {running && takeButton}
            <Button variant="outline-danger" size="sm" onClick={() => discardRefused(roundId)}>
              {drawTexts.discard}
            </Button>
          </div>
        </Alert>
      )}
      <ConfirmDialog
        show={asking}
        title={drawTexts.takeControl}
        message={drawTexts.takeControlConfirm(other?.name ?? 'O outro painel')}
        confirmLabel={drawTexts.takeControl}
        variant="warning"
        pending={take.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
