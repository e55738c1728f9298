import { swapMessages, swapSaleBody } from '@bingo/core';
import { type FormEvent, useId, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';

interface Props {
  /** The card the sale is on now (the wrong one); null hides the dialog. */
  fromCardId: number | null;
  pending: boolean;
  /** The server's refusal, in its own pt-BR sentence. */
  error: string | null;
  onConfirm: (swap: { to_card_id: number; reason: string }) => void;
  onCancel: () => void;
}

/**
 * "Trocar cartela" (decisions.md §14, §15): a paper sale on the wrong card moves to the right one,
 * with a reason that goes into the round's public record. Checked with the server's own schema.
 */
export function SwapSaleDialog({ fromCardId, pending, error, onConfirm, onCancel }: Props) {
  const id = useId();
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = swapSaleBody.safeParse({ to_card_id: target.trim(), reason });
  const problem = (field: 'to_card_id' | 'reason') =>
    parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (parsed.success) onConfirm(parsed.data);
  };
  return (
    <Modal
      show={fromCardId !== null}
      onHide={pending ? undefined : onCancel}
      centered
      aria-labelledby={`${id}-title`}
      onExited={() => {
        setTarget('');
        setReason('');
        setTried(false);
      }}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!pending}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Trocar cartela
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            A venda da cartela nº {fromCardId} (comprador, valor e vendedor) passa para a cartela certa. A cartela nº {fromCardId} é anulada
            e não concorre a mais nenhum prêmio; a certa entra no jogo como uma venda nova.
          </p>
          <Form.Group controlId={`${id}-target`} className="mb-3">
            <Form.Label>Número da cartela certa</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="off"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              isInvalid={tried && problem('to_card_id') !== null}
              autoFocus
              required
            />
            <Form.Control.Feedback type="invalid">{problem('to_card_id')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>Motivo da troca</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              isInvalid={tried && problem('reason') !== null}
              aria-describedby={`${id}-help`}
              required
            />
            <Form.Text id={`${id}-help`}>O motivo fica no registro público da rodada.</Form.Text>
            <Form.Control.Feedback type="invalid">{problem('reason') ?? swapMessages.reasonRequired}</Form.Control.Feedback>
          </Form.Group>
          {error && (
            <Alert variant="danger" className="mt-3 mb-0 py-2" role="alert">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="warning" disabled={pending} aria-busy={pending}>
            {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Trocar cartela
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
