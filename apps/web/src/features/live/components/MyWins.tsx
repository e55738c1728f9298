import type { MyCard } from '@bingo/core';
import { Icon } from '../../../components/Icon';
import { liveTexts } from '../live-texts';

/** Between rounds, the buyer's own wins of this event stay on Sorteio, from the server's record of them. */
export function MyWins({ cards }: { cards: readonly Pick<MyCard, 'id' | 'won_rounds'>[] | undefined }) {
  const wins = (cards ?? [])
    .flatMap((card) => card.won_rounds.map((round) => ({ card: card.id, round: round.number, key: `${card.id}-${round.round_id}` })))
    .sort((a, b) => a.round - b.round || a.card - b.card);
  if (wins.length === 0) return null;
  return (
    <ul className="alert alert-success list-unstyled d-grid gap-1 mb-0" aria-label="Suas cartelas premiadas">
      {wins.map((win) => (
        <li key={win.key} className="fw-semibold">
          <Icon name="trophy-fill" className="me-2" />
          {liveTexts.cardWon(win.card, win.round)}
        </li>
      ))}
    </ul>
  );
}
