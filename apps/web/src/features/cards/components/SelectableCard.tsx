import type { MyCard } from '@bingo/core';
import { Form } from 'react-bootstrap';
import { CardGrid } from '../../../components/bingo/CardGrid';
import { CardOwnerFacts } from './CardOwnerFacts';
import { CardWins } from './CardWins';

interface Props {
  card: MyCard;
  selected: boolean;
  onToggle: (id: number) => void;
}

/** One card with its checkbox and its holder's data; the label names the card, so the choice reads well aloud. */
export function SelectableCard({ card, selected, onToggle }: Props) {
  const label = `Cartela #${card.id}`;
  return (
    <div className={`my-card${selected ? ' is-selected' : ''}`}>
      <Form.Check
        id={`my-card-${card.id}`}
        type="checkbox"
        className="my-card__check"
        label={label}
        checked={selected}
        onChange={() => onToggle(card.id)}
      />
      <CardWins card={card} />
      <CardGrid numbers={card.numbers} label={label} />
      <CardOwnerFacts card={card} />
    </div>
  );
}
