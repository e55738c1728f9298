import type { BingoEvent, PurchasePaymentStatus, Session } from '@bingo/core';
import { fireEvent, screen } from '@testing-library/react';
import { buyer } from '../../test/helpers';

/** Shared by the purchase screens' tests. */
export const activeEvent: BingoEvent = {
  id: 4,
  name: 'Bingo da Paróquia',
  start_date: '2025-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};

export const guestSession: Session = {
  token: 'token-do-convidado',
  user: { ...buyer, id: 31, name: 'Joana Silva', email: 'joana@exemplo.com', document: '52998224725', phone: null },
};

export function paymentStatus(overrides: Partial<PurchasePaymentStatus> = {}): PurchasePaymentStatus {
  return {
    id: 'or_fake_1',
    code: 'compra-12',
    purchase_id: 12,
    event_id: 1,
    status: 'pendente',
    provider_status: 'pending',
    quantidade: 2,
    cards_count: 0,
    cards_ready: false,
    total: 20,
    ...overrides,
  };
}

/** Types a buyer's details into /comprar, as a person would (the masks format them). */
export function fillBuyer(values: { name?: string; email?: string; cpf?: string; phone?: string } = {}) {
  const typed = { name: 'Joana Silva', email: 'joana@exemplo.com', cpf: '52998224725', phone: '11987654321', ...values };
  fireEvent.input(screen.getByLabelText('Nome completo'), { target: { value: typed.name } });
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: typed.email } });
  fireEvent.input(screen.getByLabelText('CPF'), { target: { value: typed.cpf } });
  fireEvent.input(screen.getByLabelText('Telefone'), { target: { value: typed.phone } });
}
