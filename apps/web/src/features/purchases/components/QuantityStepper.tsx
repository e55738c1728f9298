import { MAX_CARDS_PER_PURCHASE } from '@bingo/core';
import { useId } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { type Control, useController } from 'react-hook-form';
import { describedBy, FieldShell } from '../../../components/form/FieldShell';
import { Icon } from '../../../components/Icon';
import type { PurchaseFormValues } from '../purchase-form';

/** How many cards: − and + big enough for a thumb, and the number can also be typed. */
export function QuantityStepper({ control, disabled }: { control: Control<PurchaseFormValues>; disabled?: boolean }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'quantidade' });
  const error = fieldState.error?.message;
  const current = Number(field.value);
  const value = Number.isInteger(current) ? current : 1;
  const step = (delta: number) => {
    field.onChange(Math.min(MAX_CARDS_PER_PURCHASE, Math.max(1, value + delta)));
    field.onBlur();
  };

  return (
    <FieldShell id={id} label="Quantidade de cartelas" error={error}>
      <InputGroup size="lg" hasValidation className="quantity-stepper">
        <Button variant="outline-primary" onClick={() => step(-1)} disabled={disabled || value <= 1} aria-label="Diminuir quantidade">
          <Icon name="dash-lg" />
        </Button>
        <Form.Control
          id={id}
          ref={field.ref}
          name={field.name}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CARDS_PER_PURCHASE}
          step={1}
          className="text-center fw-semibold"
          value={field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          isInvalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
        />
        <Button
          variant="outline-primary"
          onClick={() => step(1)}
          disabled={disabled || value >= MAX_CARDS_PER_PURCHASE}
          aria-label="Aumentar quantidade"
        >
          <Icon name="plus-lg" />
        </Button>
      </InputGroup>
    </FieldShell>
  );
}
