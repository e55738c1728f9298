import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Alert } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { useQueuedDraws } from '../api/draw-number';
import { drawTexts } from '../draw-texts';

const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());

/**
 * "Sem conexão — 2 bolas na fila": the caller sees that the balls typed are safe in this browser
 * and will go out by themselves; closing the tab meanwhile asks first (docs/decisions/023).
 */
export function DrawQueueBanner({ roundId }: { roundId: number }) {
  const queued = useQueuedDraws(roundId);
  const online = useOnline();
  useEffect(() => {
    if (queued === 0) return;
    const keep = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', keep);
    return () => window.removeEventListener('beforeunload', keep);
  }, [queued]);
  if (online && queued === 0) return null;
  return (
    <Alert variant="warning" className="d-flex align-items-center gap-2 draw-queue" role="status">
      <Icon name={online ? 'arrow-repeat' : 'wifi-off'} />
      <span>{online ? drawTexts.resending(queued) : drawTexts.offline(queued)}</span>
    </Alert>
  );
}
