import { useState } from 'react';

interface Remove<V> {
  mutate: (variables: V, options: { onSuccess?: () => void; onSettled?: () => void }) => void;
  isPending: boolean;
}

/**
 * An admin list's "Excluir": the row asked about, and the props of its ConfirmDialog. The dialog
 * closes either way: on a refusal the toast carries the server's reason. `deleted` is what the
 * list does after (a success toast where the delete hook shows none itself). The delete hook
 * takes the row's id unless `variables` says otherwise (a round's takes the round, for its event).
 */
export function useConfirmDelete<T extends { id: number }, V = number>(
  remove: Remove<V>,
  deleted?: (row: T) => void,
  variables: (row: T) => V = (row) => row.id as V,
) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(variables(target), { onSuccess: deleted && (() => deleted(target)), onSettled: () => setTarget(null) });
  };
  return {
    target,
    ask: setTarget,
    dialog: { show: target !== null, pending: remove.isPending, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
