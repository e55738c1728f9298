import type { UseFormRegisterReturn } from 'react-hook-form';
import { Icon } from '../../../components/Icon';
import type { PaymentChoice as Choice } from '../payment-choices';

const OPTIONS: { value: Choice; icon: string; title: string; detail: string }[] = [
  { value: 'checkout', icon: 'credit-card', title: 'Cartão de crédito', detail: 'Na página segura de pagamento.' },
  { value: 'pix', icon: 'qr-code', title: 'PIX', detail: 'QR code e código copia e cola aqui mesmo.' },
];

/** The hosted checkout (default) or PIX on this page: two large radio tiles. */
export function PaymentChoice({ registration, disabled }: { registration: UseFormRegisterReturn<'payment'>; disabled?: boolean }) {
  return (
    <fieldset className="mb-3" disabled={disabled}>
      <legend className="form-label fs-6 mb-2">Forma de pagamento</legend>
      <div className="payment-choice">
        {OPTIONS.map((option) => (
          <label key={option.value} className="choice-tile">
            <input type="radio" value={option.value} className="form-check-input" {...registration} />
            <Icon name={option.icon} className="payment-choice__icon" />
            <span>
              <span className="d-block fw-semibold">{option.title}</span>
              <span className="d-block small text-body-secondary">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
