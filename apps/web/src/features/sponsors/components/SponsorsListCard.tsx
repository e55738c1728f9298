import type { Sponsor } from '@bingo/core';
import { useId } from 'react';
import { Card, Form, Spinner } from 'react-bootstrap';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import type { SponsorPage } from '../api/list-sponsors';
import { pageCount } from '../../../lib/paging';
import { PAGE_SIZES } from '../sponsor-filters';
import { ListPagination } from '../../../components/ListPagination';
import { type SponsorAction, SponsorsTable } from './SponsorsTable';

interface Props {
  data: SponsorPage | undefined;
  loading: boolean;
  /** A newer page is being read while the current one stays on screen. */
  refreshing: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onAction: (action: SponsorAction, sponsor: Sponsor) => void;
}

/** 'Patrocinadores Cadastrados': page size, the table, pagination and the totals line. */
export function SponsorsListCard({ data, loading, refreshing, page, limit, onPage, onLimit, onAction }: Props) {
  const id = useId();
  const total = data?.total ?? 0;
  const pages = pageCount(total, limit);
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <h2 className="h5 mb-0">
          Patrocinadores Cadastrados
          {refreshing && <Spinner animation="border" size="sm" className="ms-2" role="status" aria-label="Atualizando" />}
        </h2>
        <div className="d-flex align-items-center gap-2">
          <Form.Label htmlFor={`${id}-limit`} className="mb-0 small text-nowrap">
            Itens por página
          </Form.Label>
          <Form.Select id={`${id}-limit`} size="sm" value={limit} onChange={(e) => onLimit(Number(e.target.value))} className="w-auto">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </div>
      </Card.Header>
      {loading ? (
        <LoadingState />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon="people" title="Nenhum patrocinador encontrado.">
          Cadastre um patrocinador ou mude os filtros.
        </EmptyState>
      ) : (
        <SponsorsTable sponsors={data.items} onAction={onAction} />
      )}
      <Card.Footer className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <span className="small text-body-secondary" aria-live="polite">
          Total: {total} patrocinador{total === 1 ? '' : 'es'} · Página {Math.min(page, pages)} de {pages} · Exibindo {data?.items.length ?? 0}
        </span>
        <ListPagination page={page} pages={pages} onPage={onPage} label="Paginação dos patrocinadores" />
      </Card.Footer>
    </Card>
  );
}
