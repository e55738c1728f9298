import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SaleCorrection } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { sellersFixture } from '../../../test/report-fixtures';

// decisions.md §14: a finished event's sales are frozen; a correction needs a reason and is kept,
// and the seller's settlement shows it.
const event = {
  id: 3,
  name: 'Bingo de Maio',
  start_date: '2026-05-01T22:00:00.000Z',
  rounds_count: 2,
  status: 'finalizado',
  card_price: 10,
};
const sale = (id: number, settledAt: string | null) => ({
  id,
  card_id: 100 + id,
  user_id: 21,
  user_name: 'Ana',
  barcode: null,
  lote: 'Lote A',
  event_id: 3,
  event_status: 'finalizado',
  amount: 10,
  settled_at: settledAt,
  created_at: '2026-05-01T23:00:00.000Z',
});
const correction: SaleCorrection = {
  id: 9,
  sale_id: 1,
  card_id: 101,
  event_id: 3,
  reason: 'Desconto dado na porta',
  corrected_by: 'Tesoureira Rosa',
  corrected_at: '2026-05-03T15:30:00.000Z',
  before: { user_id: 21, user_name: 'Ana', amount: 12, settled_at: null },
  after: { user_id: 21, user_name: 'Ana', amount: 10, settled_at: null },
};
const [ana, ...others] = sellersFixture.vendedores;

function serve() {
  markVisited();
  signIn(admin);
  return routeFetch({
    'GET /api/events': jsonResponse(200, [event]),
    'GET /api/events/active': jsonResponse(200, null),
    'GET /api/reports/sponsors': jsonResponse(200, { totalRecebido: 0, totalPendente: 0, totalPatrocinadores: 0, lista: [] }),
    'GET /api/reports/sellers': jsonResponse(200, { ...sellersFixture, vendedores: [{ ...ana!, correcoes: [correction] }, ...others] }),
    'GET /api/physical-sales/user/21': jsonResponse(200, [sale(1, null), sale(2, '2026-05-02T01:00:00.000Z')]),
    'PUT /api/physical-sales/1': jsonResponse(200, { ...sale(1, null), amount: 8 }),
    'PUT /api/physical-sales/2': jsonResponse(200, sale(2, null)),
  });
}

async function openAnasSales() {
  renderApp('/admin/relatorios/vendas?event_id=3');
  fireEvent.click(await screen.findByRole('tab', { name: 'Acerto de Vendedores' }));
  const row = (await screen.findByRole('rowheader', { name: /^Ana/ })).closest('tr')!;
  // The settlement says the seller's sales were corrected after the night.
  expect(within(row).getByTestId('seller-corrections').textContent).toContain('1 correção');
  fireEvent.click(within(row).getByRole('button', { name: /Vendas/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Vendas de Ana' });
  await within(dialog).findByRole('rowheader', { name: '#101' });
  return dialog;
}

describe('a finished event’s sales in Acerto de Vendedores', () => {
  it('lists the corrections kept, with what changed, why, who and when', async () => {
    serve();
    const dialog = await openAnasSales();
    expect(within(dialog).getByText(/as vendas estão fechadas/)).toBeTruthy();
    const kept = within(dialog).getByTestId('sale-corrections');
    expect(kept.textContent).toContain('Cartela #101');
    expect(kept.textContent).toContain('Valor: R$ 12,00 → R$ 10,00');
    expect(kept.textContent).toContain('Motivo: Desconto dado na porta');
    expect(kept.textContent).toContain('por Tesoureira Rosa');
  });

  it('asks the reason of a new amount and sends it with the amount', async () => {
    const fetchMock = serve();
    const dialog = await openAnasSales();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar o valor da cartela #101' }));
    fireEvent.change(within(dialog).getByLabelText('Valor da cartela #101'), { target: { value: '8,00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(/informe o motivo da correção/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/physical-sales/1')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Motivo da correção'), { target: { value: 'Vendida com desconto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/1')).toEqual([{ amount: 8, reason: 'Vendida com desconto' }]));
  });

  it('asks the reason before taking a handing-in back; marking one handed in needs none', async () => {
    const fetchMock = serve();
    const dialog = await openAnasSales();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /#102/ }));
    const ask = await screen.findByRole('dialog', { name: 'Desfazer acerto' });
    expect(within(ask).getByText(/cartela #102 \(R\$ 10,00\) volta a ficar em aberto/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Corrigir' }));
    expect(await within(ask).findByText(/informe o motivo da correção/)).toBeTruthy();
    fireEvent.change(within(ask).getByLabelText('Motivo da correção'), { target: { value: 'Envelope vazio' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Corrigir' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/2')).toEqual([{ acertado: false, reason: 'Envelope vazio' }]));

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /#101/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/1')).toEqual([{ acertado: true }]));
  });
});
