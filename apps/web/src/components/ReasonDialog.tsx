import { type ReactNode, useId, useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useHeldWhileHidden } from '../lib/use-held-while-hidden';

interface Props {
  show: boolean;
  title: string;
  /** What happens, above the field. */
  message: ReactNode;
  label: string;
  /** Where the reason goes (who reads it). */
  help: string;
  /** The sentence for a blank reason: the server's own (packages/core), so both ends say the same. */
  required: string;
  confirmLabel: string;
  /** The confirm button's colour: warning for a step back, danger for one that takes something out. */
  confirmVariant?: 'warning' | 'danger';
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  /** Below the field, e.g. the earlier reopenings. */
  children?: ReactNode;
}

/**
 * A step that must be explained (decisions.md §14: reopening a round or an event; removing a ball)
 * asks why before it is sent; the reason is kept where the help says.
 */
export function ReasonDialog({ show, onConfirm, onCancel, ...asked }: Props) {
  const id = useId();
  const {
    title,
    message,
    label,
    help,
    required,
    confirmLabel,
    confirmVariant = 'warning',
    pending,
    children,
  } = useHeldWhileHidden(show, asked);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim() === '';
  const close = () => {
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
      show={show}
      onHide={pending ? undefined : close}
      centered
      aria-labelledby={`${id}-title`}
      onExited={() => {
        setReason('');
        setTried(false);
      }}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!pending}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{message}</p>
          <Form.Group controlId={`${id}-reason`}>
            <Form.Label>{label}</Form.Label>
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
            <Form.Text id={`${id}-help`}>{help}</Form.Text>
            <Form.Control.Feedback type="invalid">{required}</Form.Control.Feedback>
          </Form.Group>
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={pending} aria-busy={pending}>
            {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
