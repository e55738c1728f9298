import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { routeFetch } from '../../../test/route-fetch';

const event = {
  id: 3,
  name: 'Bingo de Maio',
  start_date: '2026-05-01T22:00:00.000Z',
  rounds_count: 2,
  status: 'em_andamento',
  card_price: 10,
};
const numbers = Array.from({ length: 75 }, (_, i) => ({
  numero: i + 1,
  patrocinador: i === 0 ? 'Açougue, Padaria' : i === 1 ? 'Padaria' : '',
  quantidade: i === 0 ? 2 : i === 1 ? 1 : 0,
}));

function serve(overrides: Parameters<typeof routeFetch>[0] = {}) {
  markVisited();
  signIn(admin);
  return routeFetch({
    'GET /api/events': jsonResponse(200, [event]),
    'GET /api/events/active': jsonResponse(200, event),
    'GET /api/reports/sponsors': jsonResponse(200, {
      totalRecebido: 100.5,
      totalPendente: 200,
      totalPatrocinadores: 2,
      lista: [
        { name: 'Açougue', amount: 200, payment_status: 'pendente', payment_method: null, payment_date: null },
        { name: 'Padaria', amount: 100.5, payment_status: 'pago', payment_method: 'PIX', payment_date: '2026-03-01' },
      ],
    }),
    'GET /api/reports/numbers': jsonResponse(200, numbers),
    'GET /api/reports/sales': jsonResponse(200, {
      compras: 2,
      cartelas: 5,
      bruto: 50,
      descontos: 3,
      liquido: 47,
      por_dia: [],
      estornadas: 1,
      estornadas_valor: 25,
      contestadas: 2,
      contestadas_valor: 20,
    }),
    'GET /api/reports/affiliate': jsonResponse(200, [{ afiliado_id: 4, afiliado_nome: 'Ana', total_vendas: 47, quantidade_total: 5 }]),
    'GET /api/reports/physical': jsonResponse(200, [{ vendedor_nome: 'Zé', lote: 'Lote A', quantidade_vendida: 2 }]),
    ...overrides,
  });
}
const norm = (text: string | null) => text?.replace(/\s/g, ' ');
/** The event_id each call to a report asked for ('' for every event). */
const eventsAsked = (fetchMock: ReturnType<typeof serve>, report: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/api/reports/${report}`)
    .map((u) => u.searchParams.get('event_id') ?? '');

describe('Relatórios', () => {
  it("Financeiro: the active event's sponsors, the cards and the table with its Totais; every event on request", async () => {
    const fetchMock = serve();
    renderApp('/admin/relatorios/vendas');
    expect(await screen.findByText('Total Recebido')).toBeTruthy();
    expect(norm(screen.getByText('Total Recebido').nextElementSibling!.textContent)).toBe('R$ 100,50');
    const totals = screen.getByRole('rowheader', { name: 'Totais' }).closest('tr')!;
    expect(norm(totals.textContent)).toContain('R$ 300,50');
    expect(screen.getByRole('button', { name: /Exportar Excel/ })).toBeTruthy();
    expect(eventsAsked(fetchMock, 'sponsors')).toEqual(['3']);
    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: '' } });
    await waitFor(() => expect(eventsAsked(fetchMock, 'sponsors')).toEqual(['3', '']));
  });

  it("Números: the active event's boxes marked one-sold and two-or-more-sold, with the total", async () => {
    const fetchMock = serve();
    renderApp('/admin/relatorios/vendas');
    fireEvent.click(await screen.findByRole('tab', { name: 'Números' }));
    expect((await screen.findByLabelText('Número 1: 2 patrocinadores')).className).toContain('two-or-more-sold');
    expect(screen.getByLabelText('Número 2: 1 patrocinador').className).toContain('one-sold');
    // The colours and legend of the Patrocinadores map (they were inverted here).
    expect(screen.getByLabelText('Número 1: 2 patrocinadores').className).toContain('two-sponsors');
    expect(screen.getByLabelText('Número 2: 1 patrocinador').className).toContain('one-sponsor');
    for (const label of ['Sem patrocinador', '1 patrocinador', '2 patrocinadores', '3 ou mais'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!.textContent).toContain('3');
    expect(eventsAsked(fetchMock, 'numbers')).toEqual(['3']);
  });

  it('Vendas de Cartelas: both lists loaded for the active event', async () => {
    const fetchMock = serve();
    renderApp('/admin/relatorios/vendas');
    fireEvent.click(await screen.findByRole('tab', { name: 'Vendas de Cartelas' }));
    expect(await screen.findByRole('rowheader', { name: 'Ana' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Zé' })).toBeTruthy();
    // Refunded and disputed purchases apart from the money raised, never in it.
    const reversed = screen.getByText('Estornos e contestações').closest('.card') as HTMLElement;
    expect(norm(reversed.textContent)).toContain('R$ 45,00');
    expect(norm(reversed.textContent)).toContain('1 estornada · 2 contestadas · fora da arrecadação');
    expect((screen.getByLabelText('Evento') as HTMLSelectElement).value).toBe('3');
    const queried = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/reports/affiliate');
    expect(queried[0]!.searchParams.get('event_id')).toBe('3');
  });

  it("says 'Erro ao carregar relatórios' when a report fails", async () => {
    serve({ 'GET /api/reports/sponsors': jsonResponse(500, { error: 'Erro interno do servidor.' }) });
    renderApp('/admin/relatorios/vendas');
    await waitFor(() => expect(within(document.body).getByRole('alert')).toBeTruthy(), { timeout: 4000 });
    expect(screen.getByText('Erro ao carregar relatórios', { selector: '.alert' })).toBeTruthy();
  });
});
