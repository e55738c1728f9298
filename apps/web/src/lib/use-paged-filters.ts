import { useState } from 'react';
import { pageAfterDelete } from './paging';

/**
 * The state of a filtered, paged admin list (spec §9): applied filters, page and page size. A new
 * filter or page size goes back to the first page; after a deletion the page steps back when its
 * only row went away.
 */
export function usePagedFilters<F>(empty: F, defaultLimit: number) {
  const [filters, setFilters] = useState<F>(empty);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(defaultLimit);
  return {
    filters,
    page,
    limit,
    setPage,
    applyFilters: (next: F) => {
      setFilters(next);
      setPage(1);
    },
    changeLimit: (next: number) => {
      setLimit(next);
      setPage(1);
    },
    /** Call after a row was deleted, with how many rows the page showed. */
    afterDelete: (rowsShown: number) => setPage(pageAfterDelete(page, rowsShown)),
  };
}
