import './cards.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { useCardsPdf } from './api/download-cards-pdf';
import { useMyCards } from './api/list-my-cards';
import { cardTexts } from './card-texts';
import { CardsToolbar } from './components/CardsToolbar';
import { PaperCardTile } from './components/PaperCardTile';
import { SelectableCard } from './components/SelectableCard';
import { groupByEvent } from './group-cards';
import { useCardSelection } from './use-card-selection';
import { LoadFailed } from '../../components/LoadFailed';
import { usePageSnapshot } from '../../lib/use-page-snapshot';

// The dialog and its barcode reader load when asked for: they never weigh on the page's first load.
const ClaimPaperCardDialog = lazy(() => import('./components/ClaimPaperCardDialog'));
/** `?adicionar=<barcode>`: the address in a printed card's QR. */
const ADD_PARAM = 'adicionar';

/**
 * Minhas Cartelas: the buyer's cards by event; the bought ones can be chosen and saved as one PDF,
 * and a paper card is added by its printed codes (docs/decisions/018).
 */
export function MyCardsPage() {
  const cards = useMyCards();
  const groups = useMemo(() => groupByEvent(cards.data ?? []), [cards.data]);
  // Only bought cards go into the PDF: a paper card's would print its check code for anyone.
  const ids = useMemo(() => (cards.data ?? []).filter((card) => card.origem === 'compra').map((card) => card.id), [cards.data]);
  const selection = useCardSelection(ids);
  const pdf = useCardsPdf();
  // The page as shown with the server's cards, drawn at once on the next visit (docs/decisions/048).
  usePageSnapshot(cards.isSuccess ? cards.dataUpdatedAt : null, cards.data);
  // The printed card's QR opens this page with its barcode (decision 018): the dialog opens with it
  // filled in, and the holder types the check code from the paper.
  const [search, setSearch] = useSearchParams();
  const printed = search.get(ADD_PARAM)?.replace(/\D/g, '') ?? '';
  const [adding, setAdding] = useState(() => search.has(ADD_PARAM));
  const closeDialog = () => {
    setAdding(false);
    if (search.has(ADD_PARAM)) setSearch((params) => (params.delete(ADD_PARAM), params), { replace: true });
  };
  const addPaper = (
    <Button variant="outline-primary" onClick={() => setAdding(true)}>
      <Icon name="upc-scan" className="me-2" />
      {cardTexts.addPaper}
    </Button>
  );

  let body;
  if (cards.isPending) {
    body = <LoadingState />;
  } else if (cards.isError && groups.length === 0) {
    body = <LoadFailed text={cardTexts.loadFailed} onRetry={() => void cards.refetch()} />;
  } else if (groups.length === 0) {
    body = (
      // On the page's own background: the outline button's blue is 4.26:1 on the tertiary grey (axe).
      <div className="border rounded-3">
        <EmptyState icon="grid-3x3-gap" title={cardTexts.empty}>
          <p>{cardTexts.emptyIntro}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to={paths.comprar} className="btn btn-primary">
              {cardTexts.buy}
            </Link>
            {addPaper}
          </div>
        </EmptyState>
      </div>
    );
  } else {
    body = (
      <>
        {cards.isError && <LoadFailed text={cardTexts.keptShown} onRetry={() => void cards.refetch()} />}
        {ids.length > 0 && (
          <CardsToolbar
            total={ids.length}
            selected={selection.selected.length}
            all={selection.all}
            some={selection.some}
            onToggleAll={selection.toggleAll}
            onExport={() => pdf.mutate(selection.selected)}
            exporting={pdf.isPending}
          />
        )}
        {groups.map((group) => (
          <section key={group.eventId} className="mb-4" aria-labelledby={`event-${group.eventId}`}>
            <h2 id={`event-${group.eventId}`} className="h5 mb-3">
              {group.eventName} <span className="text-body-secondary fw-normal">({group.cards.length})</span>
            </h2>
            <div className="my-cards-grid">
              {group.cards.map((card) =>
                card.origem === 'papel' ? (
                  <PaperCardTile key={card.id} card={card} />
                ) : (
                  <SelectableCard key={card.id} card={card} selected={selection.isSelected(card.id)} onToggle={selection.toggle} />
                ),
              )}
            </div>
          </section>
        ))}
      </>
    );
  }

  return (
    <>
      <PageHeader title={cardTexts.title} subtitle={cardTexts.subtitle} actions={groups.length > 0 ? addPaper : undefined} />
      {body}
      {adding && (
        <Suspense fallback={null}>
          <ClaimPaperCardDialog onClose={closeDialog} barcode={printed} />
        </Suspense>
      )}
    </>
  );
}
