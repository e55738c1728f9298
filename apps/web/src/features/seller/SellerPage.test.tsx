import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SaleCorrection } from '@bingo/core';
import { describe, expect, it, vi } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';

// Minhas Vendas of a finished event (decisions.md §14): its sales are frozen, so no undo is
// offered, and the corrections made afterwards are shown with their reason.
const now = '2026-12-05T23:05:00.000Z';
const evento = (status: string) => ({ id: 4, name: 'Bingo de Natal', start_date: '2026-12-05T22:00:00.000Z', status, card_price: 10 });
const sale = {
  id: 31,
  user_id: buyer.id,
  user_name: buyer.name,
  amount: 8,
  settled_at: null,
  created_at: '2026-12-05T23:01:00.000Z',
  undo_until: '2026-12-05T23:11:00.000Z' as string | null,
};
const correction: SaleCorrection = {
  id: 5,
  sale_id: 31,
  card_id: 12,
  event_id: 4,
  reason: 'Desconto dado na porta',
  corrected_by: 'Tesoureira Rosa',
  corrected_at: '2026-12-06T15:00:00.000Z',
  before: { user_id: buyer.id, user_name: buyer.name, amount: 10, settled_at: null },
  after: { user_id: buyer.id, user_name: buyer.name, amount: 8, settled_at: null },
};

const paperCard = (id: number, over: object = {}) => ({
  id,
  barcode: null,
  batch_id: 2,
  lote: 'Lote Natal',
  event_id: 4,
  full_name: null,
  contact: null,
  voided: null,
  sale: null,
  ...over,
});

/** The event's live state as the page polls it (the stream answers 503): only its balls matter here. */
let drawnNow: number[] = [];
const liveState = () => ({ version: drawnNow.length + 1, round: { id: 9 }, drawn: drawnNow });

function openPage(
  status: string,
  correcoes: SaleCorrection[],
  more: object[] = [],
  undoUntil: () => string | null = () => sale.undo_until,
) {
  markVisited();
  signIn(buyer);
  const fetchMock = routeFetch({
    'POST /api/card-batches/2/returns': jsonResponse(200, { message: '1 cartela devolvida e anulada.', card_ids: [13] }),
    'GET /api/events/4/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/4/live': () => jsonResponse(200, liveState()),
    'GET /api/physical-sales/mine': () =>
      jsonResponse(200, {
        eventos: [evento(status)],
        evento: evento(status),
        lotes: [
          {
            id: 2,
            name: 'Lote Natal',
            cards: [paperCard(12, { barcode: '2000000000121', sale: { ...sale, undo_until: undoUntil() } }), ...more],
          },
        ],
        vendas: [],
        saldo: {
          cartelas_recebidas: 1 + more.length,
          devolvidas: 1,
          em_maos: 0,
          vendidas: 1,
          valor_vendido: 8,
          valor_acertado: 0,
          saldo_a_acertar: 8,
        },
        correcoes,
        agora: now,
      }),
    'GET /api/events/active': jsonResponse(200, null),
  });
  renderApp('/vendedor');
  return fetchMock;
}

describe('Minhas Vendas', () => {
  it('hands back the unsold cards of a batch after a confirm, and shows a returned one as devolvida (decisions.md §15)', async () => {
    const fetchMock = openPage('em_andamento', [], [paperCard(13), paperCard(14, { voided: 'returned' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Devolver cartelas não vendidas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Devolver a cartela não vendida do lote “Lote Natal”?');
    expect(callsTo(fetchMock, 'POST /api/card-batches/2/returns')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devolver cartelas não vendidas' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /api/card-batches/2/returns')).toEqual([{ card_ids: [13] }]));
    expect(within(screen.getByTestId('seller-card-14')).getByText('Devolvida')).toBeTruthy();
    expect(screen.getByText('Em mãos')).toBeTruthy();
  });

  it('offers the undo of a recent sale while the event runs', async () => {
    openPage('em_andamento', []);
    expect(await screen.findByRole('button', { name: 'Desfazer' })).toBeTruthy();
    expect(screen.queryByTestId('sale-corrections')).toBeNull();
  });

  it('offers no undo of a recent sale once the server says it can no longer succeed (a ball drawn since, docs/decisions/013)', async () => {
    openPage('em_andamento', [], [], () => null);
    expect(await screen.findByText('Cartela nº 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });

  it('takes the undo away when a ball is drawn while the page is open (docs/decisions/013)', async () => {
    drawnNow = [];
    let undoUntil: string | null = sale.undo_until;
    openPage('em_andamento', [], [], () => undoUntil);
    expect(await screen.findByRole('button', { name: 'Desfazer' })).toBeTruthy();
    undoUntil = null;
    drawnNow = [41];
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull(), { timeout: 5000 });
  });

  it('offers no undo in a finished event and shows the corrections made after it', async () => {
    openPage('finalizado', [correction]);
    const kept = await screen.findByTestId('sale-corrections');
    expect(within(kept).getByText('Valor: R$ 10,00 → R$ 8,00')).toBeTruthy();
    expect(kept.textContent).toContain('Motivo: Desconto dado na porta');
    expect(kept.textContent).toContain('por Tesoureira Rosa');
    expect(screen.getByText('Evento finalizado: as vendas dele não podem mais ser registradas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });

  it("names Minhas Vendas in the phone's top bar, not Dashboard", async () => {
    openPage('em_andamento', []);
    await screen.findByText('Lote Natal');
    expect(screen.getByTestId('topbar-page').textContent).toBe('Minhas Vendas');
  });
});
