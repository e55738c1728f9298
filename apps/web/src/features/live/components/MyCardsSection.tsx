import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { useMyEventCards } from '../api/get-my-event-cards';
import { rankCards } from '../card-progress';
import { liveTexts } from '../live-texts';
import { CardProgressTile } from './CardProgressTile';

interface Props {
  eventId: number;
  drawn: readonly number[];
}

/** The signed-in buyer's cards of the event, auto-marked, closest to bingo first. */
export function MyCardsSection({ eventId, drawn }: Props) {
  const cards = useMyEventCards(eventId);
  const drawnSet = useMemo(() => new Set(drawn), [drawn]);
  const ranked = useMemo(() => rankCards(cards.data ?? [], drawnSet), [cards.data, drawnSet]);

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
            <Link to={paths.comprar} className="btn btn-primary">
              Comprar cartelas
            </Link>
          </EmptyState>
        </div>
      ) : (
        <div className="live-cards">
          {ranked.map((progress) => (
            <CardProgressTile key={progress.card.id} progress={progress} drawn={drawnSet} />
          ))}
        </div>
      )}
    </section>
  );
}
