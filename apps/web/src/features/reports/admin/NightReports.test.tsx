import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { sellersFixture, summaryFixture } from '../../../test/report-fixtures';

// docs/decisions/013: the Acerto de Vendedores and Resumo do Evento tabs.
const event = {
  id: 3,
  name: 'Bingo de Maio',
  start_date: '2026-05-01T22:00:00.000Z',
  rounds_count: 2,
  status: 'em_andamento',
  card_price: 10,
};
const sale = (id: number, eventId: number, settledAt: string | null) => ({
  id,
  card_id: 100 + id,
  user_id: 21,
  user_name: 'Ana',
  barcode: null,
  lote: 'Lote A',
  event_id: eventId,
  amount: id === 2 ? 7.5 : 10,
  settled_at: settledAt,
  created_at: '2026-05-01T23:00:00.000Z',
});

function serve(overrides: Parameters<typeof routeFetch>[0] = {}) {
  markVisited();
  signIn(admin);
  return routeFetch({
    'GET /api/events': jsonResponse(200, [event]),
    'GET /api/events/active': jsonResponse(200, event),
    'GET /api/reports/sponsors': jsonResponse(200, { totalRecebido: 0, totalPendente: 0, totalPatrocinadores: 0, lista: [] }),
    'GET /api/reports/sellers': jsonResponse(200, sellersFixture),
    'GET /api/reports/summary': jsonResponse(200, summaryFixture),
    'GET /api/physical-sales/user/21': jsonResponse(200, [sale(1, 3, '2026-05-02T01:00:00.000Z'), sale(2, 3, null), sale(3, 9, null)]),
    'POST /api/physical-sales/settle': jsonResponse(200, { message: '2 vendas acertadas', acertadas: 2 }),
    'PUT /api/physical-sales/2': jsonResponse(200, sale(2, 3, '2026-05-02T02:00:00.000Z')),
    ...overrides,
  });
}
// Toasts are watched at react-toastify itself (see CardInfoDialog.test.tsx).
let toastSuccess: MockInstance;
beforeEach(() => {
  toastSuccess = vi.spyOn(toast, 'success');
});

const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();
/** A table row's cells as the eye reads them: 'Ana | 5 | 3 | R$ 27,50 | ...'. */
const rowOf = (name: string) =>
  [...screen.getByRole('rowheader', { name }).closest('tr')!.children].map((cell) => norm(cell.textContent)).join(' | ');
const rowElement = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

async function openTab(name: string) {
  renderApp('/admin/relatorios/vendas');
  fireEvent.click(await screen.findByRole('tab', { name }));
}

describe('Acerto de Vendedores', () => {
  it('shows each seller with the cards handed back and still in hand, what is still owed, and the Totais line', async () => {
    const fetchMock = serve();
    await openTab('Acerto de Vendedores');
    await screen.findByRole('rowheader', { name: 'Ana' });
    // Recebidas | Vendidas | Devolvidas | Em mãos | money (decisions.md §15).
    expect(rowOf('Ana')).toMatch(/^Ana \| 5 \| 3 \| 1 \| 1 \| R\$ 27,50 \| R\$ 10,00 \| R\$ 17,50 \| /);
    expect(rowOf('Bruno')).toMatch(/^Bruno \| 3 \| 0 \| 3 \| 0 \| /);
    expect(rowOf('Totais')).toBe('Totais | 8 | 4 | 4 | 1 | R$ 37,50 | R$ 20,00 | R$ 17,50 | ');
    const asked = callsTo(fetchMock, 'GET /api/reports/sellers');
    expect(asked).toHaveLength(1);
    const url = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/reports/sellers'))!;
    expect(new URL(url, 'http://localhost').searchParams.get('event_id')).toBe('3');
    // Nothing owed, nothing to mark; a seller who handed everything in is shown as such.
    expect(within(rowElement('Bruno')).queryByRole('button', { name: /Marcar como acertado/ })).toBeNull();
    expect(within(rowElement('Carla')).getByText('Tudo acertado')).toBeTruthy();
    expect(within(rowElement('Ana')).queryByText('Tudo acertado')).toBeNull();
    expect(screen.getByRole('button', { name: /Exportar Excel/ })).toHaveProperty('disabled', false);
  });

  it("'Marcar como acertado' states the amount, then settles the seller's open sales of the event", async () => {
    const fetchMock = serve();
    await openTab('Acerto de Vendedores');
    await screen.findByRole('rowheader', { name: 'Ana' });
    fireEvent.click(within(rowElement('Ana')).getByRole('button', { name: /Marcar como acertado/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirmar que Ana entregou R$ 17,50?')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/physical-sales/settle')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/physical-sales/settle')).toEqual([{ user_id: 21, event_id: 3, valor: 17.5 }]));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('2 vendas acertadas', expect.anything()));
    // The balances are read again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/reports/sellers').length).toBe(2));
  });

  it("lists a seller's sales of the event and marks one as acertado", async () => {
    const fetchMock = serve();
    await openTab('Acerto de Vendedores');
    await screen.findByRole('rowheader', { name: 'Ana' });
    fireEvent.click(within(rowElement('Ana')).getByRole('button', { name: /Vendas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vendas de Ana' });
    await within(dialog).findByRole('rowheader', { name: '#101' });
    // The sale of another event is not listed.
    expect(within(dialog).queryByRole('rowheader', { name: '#103' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: /#101/ })).toHaveProperty('checked', true);
    const open = within(dialog).getByRole('checkbox', { name: /#102/ });
    expect(open).toHaveProperty('checked', false);
    fireEvent.click(open);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/2')).toEqual([{ acertado: true }]));
  });

  it('corrects what a card was sold for, typed the Brazilian way', async () => {
    const fetchMock = serve();
    await openTab('Acerto de Vendedores');
    await screen.findByRole('rowheader', { name: 'Ana' });
    fireEvent.click(within(rowElement('Ana')).getByRole('button', { name: /Vendas/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vendas de Ana' });
    await within(dialog).findByRole('rowheader', { name: '#102' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar o valor da cartela #102' }));
    const field = within(dialog).getByLabelText('Valor da cartela #102');
    fireEvent.change(field, { target: { value: '8,25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/2')).toEqual([{ amount: 8.25 }]));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Valor da venda alterado.', expect.anything()));
  });

  it('with every event chosen, asks for one before settling', async () => {
    serve();
    await openTab('Acerto de Vendedores');
    await screen.findByRole('rowheader', { name: 'Ana' });
    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: '' } });
    expect(await screen.findByText('Escolha um evento para registrar o acerto dos vendedores.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marcar como acertado/ })).toBeNull();
  });
});

describe('Resumo do Evento', () => {
  it('shows what the night raised and each round with its winners', async () => {
    serve();
    await openTab('Resumo do Evento');
    const total = await screen.findByText('Total arrecadado');
    expect(norm(total.nextElementSibling!.textContent)).toBe('R$ 182,50');
    expect(norm(screen.getByText('Vendas online (líquido)').parentElement!.textContent)).toContain(
      'R$ 45,00Bruto R$ 50,00 · Descontos R$ 5,00',
    );
    expect(norm(screen.getByText('Vendas físicas').parentElement!.textContent)).toContain('R$ 37,504 cartelas vendidas');
    expect(norm(screen.getByText('Cartelas em jogo').nextElementSibling!.textContent)).toBe('9');
    expect(norm(screen.getByText('Patrocínios a receber').nextElementSibling!.textContent)).toBe('R$ 40,00');
    // The goal beside what was raised (docs/decisions/019): R$ 182,50 of R$ 200,00.
    expect(norm(screen.getByText('Meta de arrecadação').parentElement!.textContent)).toContain('R$ 200,0091% da meta atingidos');
    // A round with a quina lists each stage with its prize, its ball and its winners (decisions.md §14).
    expect(rowOf('1ª rodada')).toBe(
      '1ª rodada | Quina: Cesta básicaCartela cheia: Televisor | Finalizada | 25 | ' +
        'Quina (bola 61): #40 (sem nome)Cartela cheia (bola 70): #12 Maria da Silva, #40 (sem nome)',
    );
    expect(rowOf('2ª rodada')).toBe('2ª rodada | Cesta básica | Em andamento | 3 | -');
    expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeTruthy();
  });

  it("'Baixar PDF' asks the server for the chosen event's page and saves it under the server's name", async () => {
    const fetchMock = serve({
      'GET /api/reports/summary/pdf': new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="resumo-Bingo-de-Maio.pdf"' },
      }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openTab('Resumo do Evento');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(saved).toEqual(['resumo-Bingo-de-Maio.pdf']));
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname.endsWith('/pdf'))!;
    expect(asked.searchParams.get('event_id')).toBe('3');
  });
});
