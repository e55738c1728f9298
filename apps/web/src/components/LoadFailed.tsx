import { Alert, Button } from 'react-bootstrap';

interface Props {
  /** The screen's pt-BR sentence for what could not be read. */
  text: string;
  onRetry: () => void;
  /** Inside a card: spaced from its edges. */
  inset?: boolean;
  className?: string;
}

/** A read that failed, with "Tentar novamente": the one shape every list and page uses for it. */
export function LoadFailed({ text, onRetry, inset = false, className = '' }: Props) {
  return (
    <Alert
      variant="danger"
      className={`${inset ? 'm-3 ' : ''}d-flex flex-wrap align-items-center justify-content-between gap-2 ${className}`.trim()}
    >
      <span>{text}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
