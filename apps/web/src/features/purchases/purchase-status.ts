import { type PAYMENT_KINDS, purchaseStatusLabels } from '@bingo/core';

/** Spec §4: aprovado success, falhou danger, cancelado warning, pendente info, any other secondary. */
export function purchaseBadge(status: string): { label: string; variant: string } {
  return purchaseStatusLabels[status as keyof typeof purchaseStatusLabels] ?? { label: status, variant: 'secondary' };
}

export const paymentKindLabels: Record<(typeof PAYMENT_KINDS)[number], string> = {
  checkout: 'Checkout (cartão)',
  pix: 'PIX',
  credit_card: 'Cartão de crédito',
};
