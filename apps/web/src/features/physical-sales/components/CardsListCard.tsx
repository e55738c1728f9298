import type { PhysicalCard } from '@bingo/core';
import { formatCount, PHYSICAL_PAGE_SIZE } from '@bingo/core';
import { Card, Spinner } from 'react-bootstrap';
import { ListPagination } from '../../../components/ListPagination';
import { ListStates } from '../../../components/ListStates';
import { pageRows } from '../../../components/PagedListCard';
import { pageCount } from '../../../lib/paging';
import type { useCards } from '../api/list-cards';
import { physicalTexts } from '../physical-texts';
import { PhysicalCardsTable } from './PhysicalCardsTable';

interface Props {
  list: ReturnType<typeof useCards>;
  page: number;
  onPage: (page: number) => void;
  onEdit: (card: PhysicalCard) => void;
  onSwap: (card: PhysicalCard) => void;
}

/** The cards found: the table, its states (loading, failed, empty), the totals and the pages. */
export function CardsListCard({ list, page, onPage, onEdit, onSwap }: Props) {
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, PHYSICAL_PAGE_SIZE);
  return (
    <Card className="mb-4">
      <Card.Header className="bg-body">
        <h2 className="h5 mb-0">
          Cartelas
          {list.isPlaceholderData && <Spinner animation="border" size="sm" className="ms-2" role="status" aria-label="Atualizando" />}
        </h2>
      </Card.Header>
      <ListStates
        // A failed refresh (after a sale is saved) keeps the cards on screen rather than hide them.
        query={{ ...pageRows(list, (found) => found.items), isError: list.isError && !list.data }}
        loadFailed={physicalTexts.loadFailed}
        inset
        empty={{ icon: 'upc-scan', title: 'Nenhuma cartela encontrada.', hint: 'Gere um lote em Lotes ou mude os filtros.' }}
      >
        {(cards) => <PhysicalCardsTable cards={cards} onEdit={onEdit} onSwap={onSwap} />}
      </ListStates>
      <Card.Footer className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <span className="small text-body-secondary" aria-live="polite">
          Total: {formatCount(total)} cartela{total === 1 ? '' : 's'} · Página {Math.min(page, pages)} de {pages}
        </span>
        <ListPagination page={page} pages={pages} onPage={onPage} label="Paginação das cartelas" />
      </Card.Footer>
    </Card>
  );
}
