import { formatDateTime, prizeMessages, stageKindLabels, type Round, type RoundPrize } from '@bingo/core';
import { useState } from 'react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { errorText } from '../../../lib/api-error';
import { usePrizeAction, useRoundPrizes } from '../api/round-prizes';
import { deliveredBadge, prizeTexts, voidedBadge } from '../prize-texts';
import { DeliveryDialog } from './DeliveryDialog';

type Dialog = { kind: 'delivery' | 'undo' | 'void'; prize: RoundPrize } | null;

/**
 * Each stage winner of the round with its prize (decisions.md §15, docs/decisions/035): "Marcar
 * prêmio entregue", "Desfazer entrega" during the night, and "Anular ganhador" with a reason. A
 * voided winner stays listed. Shown once the round has a winner.
 */
export function PrizesCard({ round }: { round: Round }) {
  const winners = round.stages.reduce((n, s) => n + s.winners.length, 0);
  const prizes = useRoundPrizes(round.id, winners);
  const action = usePrizeAction(round.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (winners === 0) return null;
  const close = () => {
    action.reset();
    setDialog(null);
  };
  const label = (p: RoundPrize) => `${stageKindLabels[p.stage]}, cartela #${p.card_id}`;

  return (
    <Card className="mb-3" as="section" aria-labelledby={`prizes-${round.id}`}>
      <Card.Body>
        <h2 className="h5" id={`prizes-${round.id}`}>
          <Icon name="gift" className="me-2" />
          {prizeTexts.title}
        </h2>
        <p className="small text-body-secondary">{prizeTexts.intro}</p>
        {prizes.error && <Alert variant="danger">{errorText(prizes.error, prizeTexts.loadFailed)}</Alert>}
        <ul className="list-unstyled mb-0 prize-list">
          {(prizes.data ?? []).map((p) => (
            <li key={`${p.stage}-${p.card_id}`} className="prize-list__item border-top py-2" data-testid={`premio-${p.stage}-${p.card_id}`}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <span>
                  <span className="text-body-secondary">{stageKindLabels[p.stage]}</span> — {p.prize}: cartela <strong>#{p.card_id}</strong>{' '}
                  — {p.name}
                </span>
                {p.voided ? (
                  <Badge bg="danger" className="text-wrap text-start">
                    {voidedBadge(p.voided.reason)}
                  </Badge>
                ) : p.delivery ? (
                  <Badge bg="success" className="text-wrap text-start">
                    {deliveredBadge(p.delivery.received_by ?? '', p.delivery.received_at ?? p.delivery.marked_at)}
                  </Badge>
                ) : (
                  <Badge bg="secondary">{prizeTexts.pending}</Badge>
                )}
              </div>
              {!p.voided && (
                <div className="d-flex flex-wrap gap-1 mt-2">
                  <Button
                    size="sm"
                    variant={p.delivery ? 'outline-primary' : 'primary'}
                    onClick={() => setDialog({ kind: 'delivery', prize: p })}
                  >
                    <Icon name="box-seam" className="me-1" />
                    {p.delivery ? prizeTexts.correct : prizeTexts.mark} <span className="visually-hidden">— {label(p)}</span>
                  </Button>
                  {p.can_undo && (
                    <Button size="sm" variant="outline-secondary" onClick={() => setDialog({ kind: 'undo', prize: p })}>
                      <Icon name="arrow-counterclockwise" className="me-1" />
                      {prizeTexts.undo} <span className="visually-hidden">— {label(p)}</span>
                    </Button>
                  )}
                  <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'void', prize: p })}>
                    <Icon name="x-octagon" className="me-1" />
                    {prizeTexts.void} <span className="visually-hidden">— {label(p)}</span>
                  </Button>
                </div>
              )}
              {p.history.length > 1 && (
                <details className="small mt-1">
                  <summary>{prizeTexts.history}</summary>
                  <ul className="mb-0">
                    {p.history.map((m) => (
                      <li key={m.marked_at}>
                        {formatDateTime(m.marked_at)} —{' '}
                        {m.action === 'delivered' ? `entregue a ${m.received_by ?? ''}` : 'entrega desfeita'}
                        {m.reason ? ` (motivo: ${m.reason})` : ''}
                        {m.marked_by ? ` — por ${m.marked_by}` : ''}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
      {dialog?.kind === 'delivery' && <DeliveryDialog roundId={round.id} prize={dialog.prize} onClose={close} />}
      <ReasonDialog
        show={dialog?.kind === 'undo'}
        title={prizeTexts.undo}
        message={prizeTexts.undoMessage}
        label={prizeTexts.undoLabel}
        help={prizeTexts.undoHelp}
        required={prizeMessages.undoReasonRequired}
        confirmLabel={prizeTexts.undo}
        pending={action.isPending}
        onConfirm={(reason) =>
          dialog &&
          action.mutate({ kind: 'undo', body: { stage: dialog.prize.stage, card_id: dialog.prize.card_id, reason } }, { onSuccess: close })
        }
        onCancel={close}
      />
      <ReasonDialog
        show={dialog?.kind === 'void'}
        title={dialog ? `${prizeTexts.void}: ${label(dialog.prize)}` : prizeTexts.void}
        message={prizeTexts.voidMessage}
        label={prizeTexts.voidLabel}
        help={prizeTexts.voidHelp}
        required={prizeMessages.voidReasonRequired}
        confirmLabel={prizeTexts.void}
        confirmVariant="danger"
        pending={action.isPending}
        onConfirm={(reason) =>
          dialog &&
          action.mutate({ kind: 'void', body: { stage: dialog.prize.stage, card_id: dialog.prize.card_id, reason } }, { onSuccess: close })
        }
        onCancel={close}
      />
    </Card>
  );
}
