import type { PhysicalCard } from '@bingo/core';
import { formatCount, PHYSICAL_PAGE_SIZE } from '@bingo/core';
import { Card, Spinner } from 'react-bootstrap';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadingState } from '../../../components/LoadingState';
import { pageCount } from '../../../lib/paging';
import type { useCards } from '../api/list-cards';
import { physicalTexts } from '../physical-texts';
import { PhysicalCardsTable } from './PhysicalCardsTable';
import { LoadFailed } from '../../../components/LoadFailed';

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
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !list.data ? (
        <LoadFailed text={physicalTexts.loadFailed} inset onRetry={() => void list.refetch()} />
      ) : !list.data || list.data.items.length === 0 ? (
        <EmptyState icon="upc-scan" title="Nenhuma cartela encontrada.">
          Gere um lote em Lotes ou mude os filtros.
        </EmptyState>
      ) : (
        <PhysicalCardsTable cards={list.data.items} onEdit={onEdit} onSwap={onSwap} />
      )}
      <Card.Footer className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <span className="small text-body-secondary" aria-live="polite">
          Total: {formatCount(total)} cartela{total === 1 ? '' : 's'} · Página {Math.min(page, pages)} de {pages}
        </span>
        <ListPagination page={page} pages={pages} onPage={onPage} label="Paginação das cartelas" />
      </Card.Footer>
    </Card>
  );
}
