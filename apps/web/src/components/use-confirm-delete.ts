import { useState } from 'react';

interface Remove {
  mutate: (id: number, options: { onSuccess?: () => void; onSettled?: () => void }) => void;
  isPending: boolean;
}

/**
 * An admin list's "Excluir": the row asked about, and the props of its ConfirmDialog. The dialog
 * closes either way: on a refusal the toast carries the server's reason. `deleted` is the success
 * toast of lists whose delete hook shows none itself.
 */
export function useConfirmDelete<T extends { id: number }>(remove: Remove, deleted?: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, { onSuccess: deleted, onSettled: () => setTarget(null) });
  };
  return {
    target,
    ask: setTarget,
    dialog: { show: target !== null, pending: remove.isPending, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
