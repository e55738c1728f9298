import { Button } from 'react-bootstrap';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / next with "página X de Y": the ranking can run to thousands of cards. */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="d-flex flex-wrap align-items-center justify-content-between gap-2 p-3" aria-label="Páginas do ranking">
      <span className="text-body-secondary small">
        {total} {total === 1 ? 'cartela' : 'cartelas'} · página {Math.min(page, pages)} de {pages}
      </span>
      <div className="d-flex gap-2">
        <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Anterior
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Próxima
        </Button>
      </div>
    </nav>
  );
}
