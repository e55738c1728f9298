import { Alert } from 'react-bootstrap';
import type { CardAlert } from '../use-card-alerts';

/** "Sua cartela #12 está a 1 número!" / "BINGO! ..." until the buyer closes it or the next news comes. */
export function CardAlertBanner({ alert, onDismiss }: { alert: CardAlert | null; onDismiss: () => void }) {
  if (!alert) return null;
  const bingo = alert.kind === 'bingo';
  return (
    <Alert
      variant={bingo ? 'success' : 'warning'}
      dismissible
      closeLabel="Fechar aviso"
      onClose={onDismiss}
      className="live-alert mb-0"
      role="alert"
    >
      {bingo ? (
        <>
          <strong>BINGO!</strong> Sua cartela #{alert.cardId} completou. Avise a organização do evento.
        </>
      ) : (
        <>
          <strong>Falta 1!</strong> Sua cartela #{alert.cardId} está a um número do bingo.
        </>
      )}
    </Alert>
  );
}
