import { Pagination } from 'react-bootstrap';
import { pageItems } from '../paging';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, numbered pages (with gaps) and next; a nav landmark screen readers can find. */
export function ListPagination({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação dos patrocinadores">
      <Pagination className="mb-0 flex-wrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span> Anterior
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
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Próxima <span aria-hidden="true">›</span>
        </Pagination.Next>
      </Pagination>
    </nav>
  );
}
