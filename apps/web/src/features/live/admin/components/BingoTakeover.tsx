import type { LiveWinner } from '@bingo/core';
import { useEffect } from 'react';
import { winnerLine } from '../../../../lib/use-new-winners';

/** How long the hall sees "BINGO!" before the board comes back. */
export const TAKEOVER_MS = 8000;

/**
 * The whole projection says "BINGO!" (or "QUINA!" for a row, decisions.md §14) with the card and its
 * holder's first name, then gives the board back.
 */
export function BingoTakeover({
  winners,
  onDone,
  shout = 'BINGO!',
}: {
  winners: readonly LiveWinner[];
  onDone: () => void;
  shout?: 'BINGO!' | 'QUINA!';
}) {
  const shown = winners.length > 0;
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(onDone, TAKEOVER_MS);
    return () => window.clearTimeout(timer);
  }, [shown, winners.length, onDone]);
  if (!shown) return null;
  return (
    <div className="big-screen__takeover" role="alert">
      <p className="big-screen__takeover-title">{shout}</p>
      <ul className="big-screen__takeover-cards">
        {winners.map((w) => (
          <li key={w.card_id}>{winnerLine(w)}</li>
        ))}
      </ul>
    </div>
  );
}
