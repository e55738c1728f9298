import { ROUND_REOPEN_REASON_REQUIRED, type Round } from '@bingo/core';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useRoundLifecycle } from '../lib/round-lifecycle';
import { ConfirmDialog } from './ConfirmDialog';
import { Icon } from './Icon';
import { ReasonDialog } from './ReasonDialog';

interface Props {
  round: Pick<Round, 'id' | 'event_id' | 'number' | 'status'>;
  size?: 'sm' | 'lg';
}

/**
 * Start while not started, finish while running (spec §4). A finished round can be reopened, with
 * a reason that goes into its public record (decisions.md §14): a mistaken "Finalizar" in front of
 * the hall is undone from here, and everyone can read why.
 */
export function RoundLifecycleButtons({ round, size }: Props) {
  const lifecycle = useRoundLifecycle();
  // Which question is open, fixed when it is asked: the round's status flips as soon as the answer
  // lands, before the dialog closes, and must not turn a closing "Reabrir" into an open "Finalizar".
  const [asking, setAsking] = useState<'finish' | 'reopen' | null>(null);
  const pending = lifecycle.isPending;
  const running = round.status === 'in_progress';
  const finished = round.status === 'finished';
  const label = running ? 'Finalizar' : finished ? 'Reabrir' : 'Iniciar';
  const variant = running ? 'danger' : finished ? 'outline-secondary' : 'success';
  const icon = running ? 'stop-circle' : finished ? 'arrow-counterclockwise' : 'play-circle';
  const run = (action: 'start' | 'finish' | 'reopen', reason?: string) =>
    lifecycle.mutate({ round, action, ...(reason ? { reason } : {}) }, { onSettled: () => setAsking(null) });
  return (
    <>
      {/* Finishing shows the final result on every phone and the telão: asked once more. */}
      <Button
        size={size}
        variant={variant}
        disabled={pending}
        aria-busy={pending}
        onClick={running ? () => setAsking('finish') : finished ? () => setAsking('reopen') : () => run('start')}
      >
        {pending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : <Icon name={icon} className="me-1" />}
        {label} <span className="visually-hidden">a rodada #{round.number}</span>
      </Button>
      <ConfirmDialog
        show={asking === 'finish'}
        title="Finalizar rodada"
        message={`Finalizar a rodada #${round.number}? Nenhuma bola poderá ser sorteada até ela ser reaberta.`}
        confirmLabel="Finalizar"
        pending={pending}
        onConfirm={() => run('finish')}
        onCancel={() => setAsking(null)}
      />
      <ReasonDialog
        show={asking === 'reopen'}
        title={`Reabrir a rodada #${round.number}`}
        message="A rodada volta a ficar em andamento e os vencedores deixam de ser definitivos até ela ser finalizada de novo."
        label="Motivo da reabertura"
        help="O motivo fica no registro público da rodada, que qualquer pessoa pode conferir."
        required={ROUND_REOPEN_REASON_REQUIRED}
        confirmLabel="Reabrir"
        pending={pending}
        onConfirm={(reason) => run('reopen', reason)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
