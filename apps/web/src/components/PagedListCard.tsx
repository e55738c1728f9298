import { useId, type ReactNode } from 'react';
import { Card, Form, Spinner } from 'react-bootstrap';
import { pageCount } from '../lib/paging';
import { ListPagination } from './ListPagination';
import { ListStates, type ListQuery } from './ListStates';

/** The page sizes of the admin lists (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The page's rows as ListStates reads them (each route names its rows differently: items, data). */
export function pageRows<P, T>(query: Omit<ListQuery<unknown>, 'data'> & { data: P | undefined }, rows: (page: P) => T[]): ListQuery<T> {
  return {
    isPending: query.isPending,
    isError: query.isError,
    data: query.data === undefined ? undefined : rows(query.data),
    refetch: query.refetch,
  };
}

interface Props<T> {
  title: string;
  /** Singular and plural of what is listed, for the totals line ('patrocinador', 'patrocinadores'). */
  noun: [string, string];
  /** The current page's rows (see pageRows). */
  query: ListQuery<T>;
  total: number;
  /** A newer page is being read while the current one stays on screen. */
  refreshing: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** Omitted where the route has a fixed page size: no 'Itens por página' then. */
  onLimit?: (limit: number) => void;
  loadFailed: string;
  empty: { title: string; hint: string };
  paginationLabel: string;
  /** The table of the current page. */
  children: (rows: T[]) => ReactNode;
}

/** An admin list card: title with page-size select, the list's states (ListStates), pagination and the totals line. */
export function PagedListCard<T>(props: Props<T>) {
  const { title, noun, query, total, refreshing, page, limit, onPage, onLimit, loadFailed, empty, paginationLabel, children } = props;
  const id = useId();
  const pages = pageCount(total, limit);
  const shown = query.data?.length ?? 0;
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
      <ListStates query={query} loadFailed={loadFailed} inset empty={{ icon: 'people', title: empty.title, hint: empty.hint }}>
        {children}
      </ListStates>
      <Card.Footer className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-body">
        <span className="small text-body-secondary" aria-live="polite">
          Total: {total} {total === 1 ? noun[0] : noun[1]} · Página {Math.min(page, pages)} de {pages} · Exibindo {shown}
        </span>
        <ListPagination page={page} pages={pages} onPage={onPage} label={paginationLabel} />
      </Card.Footer>
    </Card>
  );
}
