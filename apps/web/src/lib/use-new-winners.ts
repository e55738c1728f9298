import type { LiveWinner } from '@bingo/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The winners that completed a card while this screen was open (the telão's "BINGO!", the caller's
 * banner). Whatever a round already had when the screen first saw it is old news: a reload or a
 * late opening never announces it again.
 */
export function useNewWinners(roundId: number | null | undefined, winners: readonly LiveWinner[] | undefined) {
  const seen = useRef(new Map<number, Set<number>>());
  const [fresh, setFresh] = useState<LiveWinner[]>([]);

  useEffect(() => {
    if (roundId == null || !winners) return;
    const known = seen.current.get(roundId);
    if (!known) {
      seen.current.set(roundId, new Set(winners.map((w) => w.card_id)));
      return;
    }
    const added = winners.filter((w) => !known.has(w.card_id));
    if (added.length === 0) return;
    for (const w of added) known.add(w.card_id);
    setFresh((current) => [...current, ...added]);
  }, [roundId, winners]);

  const dismiss = useCallback(() => setFresh([]), []);
  return { fresh, dismiss };
}

/** "Cartela #66 — Maria S." (the name only when the card has one). */
export function winnerLine(winner: LiveWinner): string {
  return winner.name ? `Cartela #${winner.card_id} — ${winner.name}` : `Cartela #${winner.card_id}`;
}
