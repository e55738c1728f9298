import type { MyCard } from '@bingo/core';
import { Badge } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { cardTexts } from '../card-texts';

/** The rounds this card won, kept by the server, so a buyer finds them on any phone, after any reload. */
export function CardWins({ card }: { card: Pick<MyCard, 'won_rounds'> }) {
  if (card.won_rounds.length === 0) return null;
  return (
    <ul className="my-card__wins list-unstyled mb-0 align-self-stretch">
      {card.won_rounds.map((round) => (
        <li key={round.round_id}>
          <Badge bg="success" className="text-wrap">
            <Icon name="trophy-fill" className="me-1" />
            {cardTexts.wonRound(round.number)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
