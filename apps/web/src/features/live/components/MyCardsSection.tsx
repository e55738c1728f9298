import type { MyCard } from '@bingo/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { linkTo } from '../../../lib/paths';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import type { CardProgress } from '../card-progress';
import { liveTexts } from '../live-texts';
import { CardProgressTile } from './CardProgressTile';

interface Props {
  cards: UseQueryResult<MyCard[]>;
  /** The cards against the balls, closest to bingo first (the screen ranks them once for every part). */
  ranked: readonly CardProgress[];
  drawn: ReadonlySet<number>;
  event: { id: number; name: string };
}

/** The signed-in buyer's cards of the event, auto-marked, closest to bingo first. */
export function MyCardsSection({ cards, ranked, drawn, event }: Props) {
  return (
    <section aria-labelledby="my-cards-title">
      <h2 id="my-cards-title" className="h5 mb-3">
        Minhas cartelas{cards.data && cards.data.length > 0 ? ` (${cards.data.length})` : ''}
      </h2>
      {cards.isPending ? (
        <LoadingState />
      ) : cards.isError ? (
        <Alert variant="danger">{liveTexts.cardsLoadFailed}</Alert>
      ) : ranked.length === 0 ? (
        <div className="border rounded-3 bg-body-tertiary">
          <EmptyState icon="ticket-perforated" title="Você não tem cartelas neste evento.">
            <p>Compre suas cartelas e acompanhe aqui, marcadas automaticamente a cada número sorteado.</p>
            <Link to={linkTo.comprarEvento(event.id)} className="btn btn-primary">
              Comprar cartelas
            </Link>
          </EmptyState>
        </div>
      ) : (
        <div className="live-cards">
          {ranked.map((progress) => (
            <CardProgressTile key={progress.card.id} progress={progress} drawn={drawn} eventName={event.name} />
          ))}
        </div>
      )}
    </section>
  );
}
