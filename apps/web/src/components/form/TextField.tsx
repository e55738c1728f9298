import { type ComponentProps, useId, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { Icon } from '../Icon';
import { describedBy, FieldShell } from './FieldShell';

type Props = Omit<ComponentProps<'input'>, 'size' | 'value'> & {
  value?: string;
  label: string;
  error?: string;
  hint?: string;
};

/**
 * A labelled input for react-hook-form's register(). Password inputs get a show/hide button:
 * typing a new password on a phone without seeing it is how people get locked out.
 */
export function TextField({ label, error, hint, id, type = 'text', ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const control = (
    <Form.Control
      {...input}
      id={inputId}
      type={isPassword && revealed ? 'text' : type}
      isInvalid={Boolean(error)}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(inputId, error, hint)}
    />
  );
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      {isPassword ? (
        <InputGroup>
          {control}
          <Button
            variant="outline-secondary"
            onClick={() => setRevealed((v) => !v)}
            aria-pressed={revealed}
            title={revealed ? 'Ocultar senha' : 'Mostrar senha'}
          >
            <Icon name={revealed ? 'eye-slash' : 'eye'} />
            <span className="visually-hidden">{revealed ? 'Ocultar senha' : 'Mostrar senha'}</span>
          </Button>
        </InputGroup>
      ) : (
        control
      )}
    </FieldShell>
  );
}
