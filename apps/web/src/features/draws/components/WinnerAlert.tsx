import type { LiveWinner } from '@bingo/core';
import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { winnerLine } from '../../../lib/use-new-winners';
import { playChime } from '../../../lib/chime';

interface Props {
  winners: readonly LiveWinner[];
  onDismiss: () => void;
  /** What the hall shouts: BINGO! for the full card, QUINA! for a row (decisions.md §14). */
  shout?: string;
  closeLabel?: string;
}

/**
 * The caller learns at once: "BINGO! Cartela #66 — Maria S.", with a chime, pinned to the top of the
 * panel until dismissed (docs/decisions/016).
 */
export function WinnerAlert({ winners, onDismiss, shout = 'BINGO!', closeLabel = 'Fechar aviso de bingo' }: Props) {
  const count = winners.length;
  useEffect(() => {
    if (count > 0) playChime();
  }, [count]);
  if (count === 0) return null;
  return (
    <Alert variant="success" dismissible closeLabel={closeLabel} onClose={onDismiss} className="winner-alert shadow" role="alert">
      {winners.map((w) => (
        <p key={w.card_id} className="winner-alert__line mb-0">
          <strong>{shout}</strong> {winnerLine(w)}
        </p>
      ))}
    </Alert>
  );
}
