import { type ReactNode, useId } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useHeldWhileHidden } from '../lib/use-held-while-hidden';

interface Props {
  show: boolean;
  title?: string;
  /** The question, e.g. 'Deseja realmente excluir este cupom?' (spec §5). */
  message: ReactNode;
  confirmLabel?: string;
  variant?: 'danger' | 'primary' | 'warning';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Replaces window.confirm: styled, accessible, and able to show the request in progress. */
export function ConfirmDialog({ show, onConfirm, onCancel, ...asked }: Props) {
  const id = useId();
  const {
    title = 'Confirmação',
    message,
    confirmLabel = 'Confirmar',
    variant = 'danger',
    pending = false,
  } = useHeldWhileHidden(show, asked);
  return (
    <Modal show={show} onHide={pending ? undefined : onCancel} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton={!pending}>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          Cancelar
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
