import { type PaymentStatus, paymentStatusLabels } from '@bingo/core';
import { StatusBadge } from '../../../components/StatusBadge';

/** Spec §4: pago success, pendente warning, atrasado danger, any other info. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, variant } = paymentStatusLabels[status] ?? { label: status, variant: 'info' };
  return <StatusBadge variant={variant}>{label}</StatusBadge>;
}
