import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

interface Props {
  pending: boolean;
  children: ReactNode;
  variant?: string;
  className?: string;
  disabled?: boolean;
}

/** A form's submit: disabled with a spinner while the request runs, so it is sent only once. */
export function SubmitButton({ pending, children, variant = 'primary', className, disabled }: Props) {
  return (
    <Button type="submit" variant={variant} className={className} disabled={pending || disabled} aria-busy={pending}>
      {pending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
