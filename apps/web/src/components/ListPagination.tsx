import { Pagination } from 'react-bootstrap';
import { pageItems } from '../lib/paging';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the nav landmark, e.g. 'Paginação das cartelas'. */
  label: string;
}

/** Previous, numbered pages (with gaps) and next; a nav landmark screen readers can find. */
export function ListPagination({ page, pages, onPage, label }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination className="mb-0 flex-wrap">
        {/* On a phone only the arrows show, so the row of pages fits on one line. */}
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Página anterior">
          <span aria-hidden="true">‹</span>
          <span className="d-none d-sm-inline"> Anterior</span>
        </Pagination.Prev>
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${i}`} disabled />
          ) : (
            <Pagination.Item key={item} active={item === page} onClick={() => onPage(item)} aria-label={`Página ${item}`}>
              {item}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Próxima página">
          <span className="d-none d-sm-inline">Próxima </span>
          <span aria-hidden="true">›</span>
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
