import { Alert } from 'react-bootstrap';
import type { CardAlert } from '../use-card-alerts';

const TEXTS: Record<CardAlert['kind'], { shout: string; line: (cardId: number) => string }> = {
  bingo: { shout: 'BINGO!', line: (id) => `Sua cartela #${id} completou. Avise a organização do evento.` },
  'one-away': { shout: 'Falta 1!', line: (id) => `Sua cartela #${id} está a um número do bingo.` },
  // decisions.md §14: a row of the card, while the round's quina is played.
  quina: { shout: 'QUINA!', line: (id) => `Sua cartela #${id} completou uma linha. Avise a organização do evento.` },
  'quina-one-away': { shout: 'Falta 1 para a quina!', line: (id) => `Sua cartela #${id} está a um número de completar uma linha.` },
};

/** "Sua cartela #12 está a 1 número!" / "BINGO! ..." / "QUINA! ..." until the buyer closes it or the next news comes. */
export function CardAlertBanner({ alert, onDismiss }: { alert: CardAlert | null; onDismiss: () => void }) {
  if (!alert) return null;
  const won = alert.kind === 'bingo' || alert.kind === 'quina';
  const text = TEXTS[alert.kind];
  return (
    <Alert
      variant={won ? 'success' : 'warning'}
      dismissible
      closeLabel="Fechar aviso"
      onClose={onDismiss}
      className="live-alert mb-0"
      role="alert"
    >
      <strong>{text.shout}</strong> {text.line(alert.cardId)}
    </Alert>
  );
}
