import './cards.css';
import { useMemo } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useCardsPdf } from './api/download-cards-pdf';
import { useMyCards } from './api/list-my-cards';
import { cardTexts } from './card-texts';
import { CardsToolbar } from './components/CardsToolbar';
import { SelectableCard } from './components/SelectableCard';
import { groupByEvent } from './group-cards';
import { useCardSelection } from './use-card-selection';

/** Minhas Cartelas: the buyer's cards by event; several can be chosen and saved as one PDF. */
export function MyCardsPage() {
  const cards = useMyCards();
  const groups = useMemo(() => groupByEvent(cards.data ?? []), [cards.data]);
  const ids = useMemo(() => (cards.data ?? []).map((card) => card.id), [cards.data]);
  const selection = useCardSelection(ids);
  const pdf = useCardsPdf();

  let body;
  if (cards.isPending) {
    body = <LoadingState />;
  } else if (cards.isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{cardTexts.loadFailed}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void cards.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  } else if (ids.length === 0) {
    body = (
      <div className="border rounded-3 bg-body-tertiary">
        <EmptyState icon="grid-3x3-gap" title={cardTexts.empty}>
          <p>Compre suas cartelas e elas aparecem aqui, prontas para jogar e imprimir.</p>
          <Link to={paths.comprar} className="btn btn-primary">
            Comprar cartelas
          </Link>
        </EmptyState>
      </div>
    );
  } else {
    body = (
      <>
        <CardsToolbar
          total={ids.length}
          selected={selection.selected.length}
          all={selection.all}
          some={selection.some}
          onToggleAll={selection.toggleAll}
          onExport={() => pdf.mutate(selection.selected)}
          exporting={pdf.isPending}
        />
        {groups.map((group) => (
          <section key={group.eventId} className="mb-4" aria-labelledby={`event-${group.eventId}`}>
            <h2 id={`event-${group.eventId}`} className="h5 mb-3">
              {group.eventName} <span className="text-body-secondary fw-normal">({group.cards.length})</span>
            </h2>
            <div className="my-cards-grid">
              {group.cards.map((card) => (
                <SelectableCard key={card.id} card={card} selected={selection.isSelected(card.id)} onToggle={selection.toggle} />
              ))}
            </div>
          </section>
        ))}
      </>
    );
  }

  return (
    <>
      <PageHeader title="Minhas Cartelas" subtitle="Escolha as cartelas e exporte em PDF para imprimir ou guardar." />
      {body}
    </>
  );
}
