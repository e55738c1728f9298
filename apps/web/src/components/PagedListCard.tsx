import { useId, type ReactNode } from 'react';
import { Card, Form, Spinner } from 'react-bootstrap';
import { pageCount } from '../lib/paging';
import { EmptyState } from './EmptyState';
import { ListPagination } from './ListPagination';
import { LoadingState } from './LoadingState';

/** The page sizes of the admin lists (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

interface Props {
  title: string;
  /** Singular and plural of what is listed, for the totals line ('patrocinador', 'patrocinadores'). */
  noun: [string, string];
  total: number;
  shown: number;
  loading: boolean;
  /** A newer page is being read while the current one stays on screen. */
  refreshing: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** Omitted where the route has a fixed page size: no 'Itens por página' then. */
  onLimit?: (limit: number) => void;
  empty: { title: string; hint: string };
  paginationLabel: string;
  /** The table of the current page. */
  children: ReactNode;
}

/** An admin list card: title with page-size select, the table or its empty state, pagination and the totals line. */
export function PagedListCard(props: Props) {
  const { title, noun, total, shown, loading, refreshing, page, limit, onPage, onLimit, empty, paginationLabel, children } = props;
  const id = useId();
  const pages = pageCount(total, limit);
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <h2 className="h5 mb-0">
          {title}
          {refreshing && <Spinner animation="border" size="sm" className="ms-2" role="status" aria-label="Atualizando" />}
        </h2>
        {onLimit && (
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
        )}
      </Card.Header>
      {loading ? (
        <LoadingState />
      ) : shown === 0 ? (
        <EmptyState icon="people" title={empty.title}>
          {empty.hint}
        </EmptyState>
      ) : (
        children
      )}
      <Card.Footer className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <span className="small text-body-secondary" aria-live="polite">
          Total: {total} {total === 1 ? noun[0] : noun[1]} · Página {Math.min(page, pages)} de {pages} · Exibindo {shown}
        </span>
        <ListPagination page={page} pages={pages} onPage={onPage} label={paginationLabel} />
      </Card.Footer>
    </Card>
  );
}
