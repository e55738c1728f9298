import { REMOVAL_REASON_REQUIRED } from '@bingo/core';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ballName, drawTexts } from '../draw-texts';

interface Props {
  number: number | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Removing a ball asks why: the reason goes into the round's public record (issue 18), where
 * buyers and sponsors read it beside the ball.
 */
export function RemoveBallDialog({ number, pending, onConfirm, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onCancel();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!empty) onConfirm(reason.trim());
  };
  return (
    <Modal
      show={number !== null}
      onHide={pending ? undefined : close}
      centered
      aria-labelledby={`${id}-title`}
      onExited={() => setReason('')}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!pending}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {number === null ? 'Remover número' : `Remover ${ballName(number)}`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{drawTexts.confirmRemove}</p>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>Motivo da remoção</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              isInvalid={tried && empty}
              aria-describedby={`${id}-help`}
              autoFocus
              required
            />
            <Form.Text id={`${id}-help`}>{drawTexts.removalReasonHelp}</Form.Text>
            <Form.Control.Feedback type="invalid">{REMOVAL_REASON_REQUIRED}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
            {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Remover
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
