import { useState } from 'react';
import { type CardFilters, emptyCardFilters } from './card-filters';

/**
 * The filters being typed (draft), the ones the list uses (applied) and the page. Applying or
 * clearing goes back to page 1 (spec §9: the page resets when a filter changes). Clearing goes back
 * to the active event, the screen's default.
 */
export function useCardFilters() {
  const [draft, setDraft] = useState<CardFilters>(emptyCardFilters);
  const [applied, setApplied] = useState<CardFilters>(emptyCardFilters);
  const [page, setPage] = useState(1);

  // Lote names belong to one event: another event's list has other lotes, so the choice goes.
  const set = (key: keyof CardFilters, value: string) =>
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'event_id' && value !== d.event_id ? { lote: '' } : {}) }));
  const apply = () => {
    setApplied(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft(emptyCardFilters);
    setApplied(emptyCardFilters);
    setPage(1);
  };

  return { draft, set, applied, page, setPage, apply, clear };
}
