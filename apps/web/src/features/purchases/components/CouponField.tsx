import { type CouponQuote, formatMoney } from '@bingo/core';
import { useId } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from '../../../components/form/FieldShell';
import { Icon } from '../../../components/Icon';
import type { CouponState } from '../use-coupon';
import { purchaseTexts } from '../purchase-texts';

interface Props {
  registration: UseFormRegisterReturn<'cupom'>;
  state: CouponState;
  disabled?: boolean;
}

function couponLabel(quote: CouponQuote): string {
  return quote.tipo === 'percentual' ? `${quote.valor.toLocaleString('pt-BR')}% de desconto` : `${formatMoney(quote.valor)} de desconto`;
}

/** Optional coupon code, checked as it is typed; the outcome is announced to screen readers. */
export function CouponField({ registration, state, disabled }: Props) {
  const id = useId();
  const invalid = state.kind === 'invalid';
  return (
    <FieldShell id={id} label="Cupom de desconto (opcional)">
      <Form.Control
        id={id}
        {...registration}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="text-uppercase"
        isInvalid={invalid}
        isValid={state.kind === 'valid'}
        aria-invalid={invalid}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} role="status" aria-live="polite" className="small mt-1">
        {state.kind === 'checking' && (
          <span className="text-body-secondary">
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            {purchaseTexts.couponChecking}
          </span>
        )}
        {state.kind === 'valid' && (
          <span className="text-success-emphasis">
            <Icon name="check-circle-fill" className="me-1" />
            Cupom {state.quote.codigo} aplicado: {couponLabel(state.quote)}.
          </span>
        )}
        {invalid && <span className="text-danger-emphasis">{state.message}</span>}
      </div>
    </FieldShell>
  );
}
