import type { LiveWinner } from '@bingo/core';
import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { winnerLine } from '../../../lib/use-new-winners';
import { playChime } from '../../../lib/chime';

/**
 * The caller learns at once: "BINGO! Cartela #66 — Maria S.", with a chime, pinned to the top of the
 * panel until dismissed (issue 16.1).
 */
export function WinnerAlert({ winners, onDismiss }: { winners: readonly LiveWinner[]; onDismiss: () => void }) {
  const count = winners.length;
  useEffect(() => {
    if (count > 0) playChime();
  }, [count]);
  if (count === 0) return null;
  return (
    <Alert
      variant="success"
      dismissible
      closeLabel="Fechar aviso de bingo"
      onClose={onDismiss}
      className="winner-alert shadow"
      role="alert"
    >
      {winners.map((w) => (
        <p key={w.card_id} className="winner-alert__line mb-0">
          <strong>BINGO!</strong> {winnerLine(w)}
        </p>
      ))}
    </Alert>
  );
}
