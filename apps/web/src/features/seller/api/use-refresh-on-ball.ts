import { useEffect, useRef } from 'react';
import { useLiveState } from '../../live';

/**
 * Calls `refresh` when a ball is drawn or taken back in the event (or another round starts):
 * a ball drawn after a sale ends its undo (docs/decisions/013), so Minhas Vendas must not keep
 * offering "Desfazer" until the next reload. Follows nothing when `eventId` is undefined.
 */
export function useRefreshOnBall(eventId: number | undefined, refresh: () => void): void {
  const { state } = useLiveState(eventId ?? 0);
  const draw = state ? `${state.round?.id ?? 0}:${state.drawn.length}` : undefined;
  const seen = useRef<string | undefined>(undefined);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (draw === undefined) return;
    if (seen.current !== undefined && seen.current !== draw) latest.current();
    seen.current = draw;
  }, [draw]);
}
