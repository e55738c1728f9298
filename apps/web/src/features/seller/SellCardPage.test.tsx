import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';

// Vender cartela (decisions.md §13): right after a sale the seller may undo it, but only until a
// ball is drawn in the card's event (docs/decisions/013); the button must go with that ball.
const evento = { id: 4, name: 'Bingo de Natal', start_date: '2026-12-05T22:00:00.000Z', status: 'em_andamento', card_price: 10 };
const card = {
  id: 12,
  barcode: '2000000000121',
  batch_id: 2,
  lote: 'Lote Natal',
  event_id: 4,
  event_name: 'Bingo de Natal',
  event_status: 'em_andamento',
  check_code: 'K7M-4QX',
  full_name: null,
  contact: null,
  voided: null,
  sale: null,
};

/** The event's live state as the page polls it (the stream answers 503): only its balls matter here. */
let drawnNow: number[] = [];

function openPage() {
  markVisited();
  signIn(buyer);
  return routeFetch({
    'GET /api/events/4/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/4/live': () => jsonResponse(200, { version: drawnNow.length + 1, round: { id: 9 }, drawn: drawnNow }),
    'GET /api/physical-sales/mine/card': jsonResponse(200, card),
    'GET /api/physical-sales/mine': jsonResponse(200, {
      eventos: [evento],
      evento,
      lotes: [],
      vendas: [],
      saldo: { cartelas_recebidas: 1, devolvidas: 0, em_maos: 1, vendidas: 0, valor_vendido: 0, valor_acertado: 0, saldo_a_acertar: 0 },
      correcoes: [],
      agora: '2026-12-05T23:05:00.000Z',
    }),
    'POST /api/physical-sales': jsonResponse(201, {
      id: 77,
      card_id: 12,
      user_id: buyer.id,
      user_name: buyer.name,
      amount: 10,
      settled_at: null,
      created_at: '2026-12-05T23:05:00.000Z',
      next_round: false,
    }),
  });
}

async function sellCard12() {
  renderApp('/vendedor/vender');
  fireEvent.change(await screen.findByLabelText('Código de barras ou número da cartela'), { target: { value: '12' } });
  fireEvent.click(screen.getByRole('button', { name: /Buscar/ }));
  fireEvent.click(await screen.findByRole('button', { name: /Confirmar venda/ }));
  return screen.findByRole('button', { name: 'Desfazer venda' });
}

describe('Vender cartela', () => {
  it('offers the undo of the sale just made while no ball is drawn', async () => {
    drawnNow = [7];
    const fetchMock = openPage();
    fireEvent.click(await sellCard12());
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/physical-sales/77')).toHaveLength(1));
  });

  it('takes the undo away when a ball is drawn after the sale (docs/decisions/013)', async () => {
    drawnNow = [7];
    openPage();
    await sellCard12();
    drawnNow = [7, 41];
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desfazer venda' })).toBeNull(), { timeout: 6000 });
    // The sale itself is still announced.
    expect(screen.getByText(/12/, { selector: 'span' })).toBeTruthy();
  });
});
