import type { Round } from '@bingo/core';
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useRoundLifecycle } from '../lib/round-lifecycle';
import { ConfirmDialog } from './ConfirmDialog';
import { Icon } from './Icon';

interface Props {
  round: Pick<Round, 'id' | 'event_id' | 'number' | 'status'>;
  size?: 'sm' | 'lg';
}

/**
 * Start while not started, finish while running (spec §4). A finished round can be reopened: a
 * mistaken "Finalizar" in front of the hall must be undone in one click, not through the form.
 */
export function RoundLifecycleButtons({ round, size }: Props) {
  const lifecycle = useRoundLifecycle();
  const [confirming, setConfirming] = useState(false);
  const pending = lifecycle.isPending;
  const running = round.status === 'in_progress';
  const action = running ? 'finish' : 'start';
  const label = running ? 'Finalizar' : round.status === 'finished' ? 'Reabrir' : 'Iniciar';
  const variant = running ? 'danger' : round.status === 'finished' ? 'outline-secondary' : 'success';
  const icon = running ? 'stop-circle' : round.status === 'finished' ? 'arrow-counterclockwise' : 'play-circle';
  const run = () => lifecycle.mutate({ round, action }, { onSettled: () => setConfirming(false) });
  return (
    <>
      {/* Finishing shows the final result on every phone and the telão: asked once more (issue 14.1). */}
      <Button size={size} variant={variant} disabled={pending} aria-busy={pending} onClick={running ? () => setConfirming(true) : run}>
        {pending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : <Icon name={icon} className="me-1" />}
        {label} <span className="visually-hidden">a rodada #{round.number}</span>
      </Button>
      <ConfirmDialog
        show={confirming}
        title="Finalizar rodada"
        message={`Finalizar a rodada #${round.number}? Nenhuma bola poderá ser sorteada até ela ser reaberta.`}
        confirmLabel="Finalizar"
        pending={pending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
