import { useCallback, useMemo, useState } from 'react';

/**
 * The cards ticked for the PDF. Ids no longer in the list (a refetch) simply stop counting, so the
 * export never asks for a card the buyer cannot see.
 */
export function useCardSelection(ids: readonly number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => ids.filter((id) => picked.has(id)), [ids, picked]);

  const toggle = useCallback((id: number) => {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const all = ids.length > 0 && selected.length === ids.length;
  const toggleAll = useCallback(() => setPicked(all ? new Set() : new Set(ids)), [all, ids]);

  return { selected, isSelected: (id: number) => picked.has(id), toggle, toggleAll, all, some: selected.length > 0 && !all };
}
