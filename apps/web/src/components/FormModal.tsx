import { type FormEvent, type ReactNode, useId } from 'react';
import { Button, Form, Modal, type ModalProps } from 'react-bootstrap';
import { SubmitButton } from './SubmitButton';

interface Props extends Pick<ModalProps, 'size' | 'fullscreen' | 'scrollable'> {
  title: ReactNode;
  /** Saving: the dialog cannot be closed and the buttons wait. */
  pending: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  /** The save button waits for something else too (e.g. an upload). */
  submitDisabled?: boolean;
  formClassName?: string;
  children: ReactNode;
}

/**
 * A form in a dialog, as every admin form modal has it: titled header (close button hidden while
 * saving), the fields, 'Cancelar' and the submit button; Enter submits, Escape cancels unless saving.
 */
export function FormModal({ title, pending, onClose, onSubmit, submitLabel, submitDisabled, formClassName, children, ...modal }: Props) {
  const id = useId();
  return (
    <Modal show onHide={pending ? undefined : onClose} aria-labelledby={`${id}-title`} {...modal}>
      <Form noValidate onSubmit={onSubmit} className={formClassName}>
        <Modal.Header closeButton={!pending}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <SubmitButton pending={pending} disabled={submitDisabled}>
            {submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
