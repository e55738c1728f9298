import type { NumberReportEntry, Sponsor } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

const sponsor = (over: Partial<Sponsor>): Sponsor => ({
  id: 1,
  sponsor_id: 1,
  event_id: 5,
  name: 'Padaria Pão Quente',
  contact_info: '(11) 3456-7890',
  image_id: null,
  image: null,
  logo_url: null,
  amount: 300,
  payment_method: 'PIX',
  payment_status: 'pago',
  payment_date: '2026-03-14',
  notes: null,
  numbers: [7, 22],
  created_at: '2026-03-01T12:00:00.000Z',
  ...over,
});
const padaria = sponsor({});
const farmacia = sponsor({ id: 2, name: 'Farmácia Saúde', payment_status: 'atrasado', amount: 1250.5, numbers: [] });
const mercado = sponsor({ id: 9, sponsor_id: 8, event_id: 6, name: 'Mercado de Julho', numbers: [37] });
const event = (id: number, name: string, status: string, start: string) => ({
  id,
  name,
  start_date: start,
  rounds_count: 2,
  status,
  card_price: 10,
});
// June runs tonight (the active event); July is next month; March is over.
const june = event(5, 'Noite de Junho', 'em_andamento', '2026-06-20T22:00:00.000Z');
const july = event(6, 'Noite de Julho', 'scheduled', '2026-07-18T22:00:00.000Z');
const march = event(4, 'Noite de Março', 'finalizado', '2026-03-14T22:00:00.000Z');
const report: NumberReportEntry[] = Array.from({ length: 75 }, (_, i) => ({
  number: i + 1,
  sponsorsCount: i === 6 ? 2 : i === 21 ? 1 : i === 40 ? 3 : 0,
}));

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
let calls: Call[];
let reportAnswer: () => Response;
let listAnswer: () => Response;
let events: ReturnType<typeof event>[];

/** Answers by method and path, as the API would; every call is recorded. */
function serveApi() {
  calls = [];
  events = [july, june, march];
  reportAnswer = () => jsonResponse(200, report);
  listAnswer = () => jsonResponse(200, { items: [padaria, farmacia], total: 45 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /api/events') return jsonResponse(200, events);
      if (route === 'GET /api/events/active') return jsonResponse(200, events.includes(june) ? june : null);
      if (route === 'GET /api/admin/sponsors' && url.searchParams.get('event_id') === '6')
        return jsonResponse(200, { items: [mercado], total: 1 });
      if (route === 'GET /api/admin/sponsors' && url.searchParams.get('limit') === '1')
        return jsonResponse(200, { items: [padaria], total: 2 });
      if (route === 'GET /api/admin/sponsors') return listAnswer();
      if (route === 'POST /api/admin/sponsors/copy')
        return jsonResponse(200, { copied: 2, skipped: 0, message: '2 patrocinadores copiados.' });
      if (route === 'GET /api/admin/sponsors/numbers/report') return reportAnswer();
      if (route === 'GET /api/admin/sponsors/1/numbers') return jsonResponse(200, { numbers: [7, 22] });
      if (route === 'POST /api/admin/sponsors/1/numbers') return jsonResponse(200, { numbers: [5, 7, 22] });
      if (route === 'DELETE /api/admin/sponsors/1/numbers/7') return jsonResponse(200, { numbers: [22] });
      if (route === 'POST /api/admin/sponsors') return jsonResponse(201, sponsor({ id: 3, ...(body as object) }));
      return jsonResponse(404, { error: 'Rota não encontrada.' });
    }),
  );
}
const listQueries = () =>
  calls
    .filter((c) => c.method === 'GET' && c.path === '/api/admin/sponsors' && c.query.get('limit') !== '1')
    .map((c) => Object.fromEntries(c.query));
const reportEvents = () => calls.filter((c) => c.path === '/api/admin/sponsors/numbers/report').map((c) => c.query.get('event_id'));

const norm = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

async function openPage() {
  markVisited();
  signIn(admin);
  serveApi();
  renderApp('/admin/patrocinadores');
  await screen.findByText('Padaria Pão Quente');
}

describe('Patrocinadores', () => {
  beforeEach(() => vi.mocked(notifySuccess).mockReset());

  it('lists sponsors with amount in R$, coloured status, numbers or "Nenhum", and the totals line', async () => {
    await openPage();
    const rows = screen.getAllByRole('row');
    const farmaciaRow = within(rows.find((r) => r.textContent?.includes('Farmácia Saúde'))!);
    expect(farmaciaRow.getByText('R$ 1.250,50')).toBeTruthy();
    expect(farmaciaRow.getByText('Atrasado').className).toContain('text-bg-danger');
    expect(farmaciaRow.getByText('Nenhum')).toBeTruthy();
    expect(screen.getByText('7, 22')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Pago').className).toContain('text-bg-success');
    expect(screen.getByText(/Total: 45 patrocinadores · Página 1 de 3 · Exibindo 2/)).toBeTruthy();
    expect(listQueries()[0]).toEqual({ event_id: '5', page: '1', limit: '20' });
  });

  it("says 'Erro ao carregar patrocinadores' when the list fails, and 'Tentar novamente' reads it again", async () => {
    markVisited();
    signIn(admin);
    serveApi();
    const list = failingList(listAnswer);
    listAnswer = list.answer;
    renderApp('/admin/patrocinadores');
    await list.retry('Erro ao carregar patrocinadores');
    expect(await screen.findByText('Padaria Pão Quente')).toBeTruthy();
    expect(listQueries().length).toBeGreaterThan(1);
  });

  it('applies the name with Enter and the selects with Filtrar, dropping empty values; Limpar clears', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '3', limit: '20' }));

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: '  Padaria ' } });
    fireEvent.submit(screen.getByLabelText('Nome'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '1', limit: '20', name: 'Padaria' }));

    fireEvent.change(screen.getByLabelText('Status do pagamento'), { target: { value: 'pago' } });
    fireEvent.change(screen.getByLabelText('Forma de pagamento'), { target: { value: 'Boleto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        event_id: '5',
        page: '1',
        limit: '20',
        name: 'Padaria',
        payment_status: 'pago',
        payment_method: 'Boleto',
      }),
    );

    // Page 1 without filters is still in the cache from the first load: page 2 shows the filters went.
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    fireEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '2', limit: '20' }));
  });

  it('goes back to page 1 when the page size changes', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries().at(-1)?.page).toBe('3'));
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '50' } });
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '1', limit: '50' }));
  });

  it('toggles numbers at once: POST to add, DELETE to remove, with aria-pressed', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Números de Padaria Pão Quente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Números do Patrocinador' }));
    const five = dialog.getByRole('button', { name: '5' });
    const seven = dialog.getByRole('button', { name: '7' });
    expect(five.getAttribute('aria-pressed')).toBe('false');
    expect(seven.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(five);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/admin/sponsors/1/numbers', body: { numbers: [5] } }),
      ),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: '5' }).getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(dialog.getByRole('button', { name: '7' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/sponsors/1/numbers/7')).toBe(true));
    await waitFor(() => expect(dialog.getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('creates a sponsor from the modal and says "Patrocinador Cadastrado"', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Novo Patrocinador' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cadastro / Edição de Patrocinador' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    expect(await dialog.findByText('Campo obrigatório.')).toBeTruthy();

    fireEvent.input(dialog.getByLabelText('Nome'), { target: { value: 'Sorveteria Gelato' } });
    fireEvent.input(dialog.getByLabelText('Valor do Patrocínio'), { target: { value: '150,50' } });
    fireEvent.change(dialog.getByLabelText('Forma de Pagamento'), { target: { value: 'Boleto' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Patrocinador Cadastrado'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/sponsors')?.body).toEqual({
      name: 'Sorveteria Gelato',
      contact_info: null,
      amount: 150.5,
      payment_method: 'Boleto',
      payment_status: 'pendente',
      payment_date: null,
      notes: null,
      image_id: null,
      event_id: 5,
    });
  });

  it('styles the numbers map by sponsor count, and says when the report fails', async () => {
    await openPage();
    const map = within(screen.getByRole('list', { name: 'Patrocinadores por número' }));
    expect(map.getByLabelText('Número 7: 2 patrocinadores').className).toContain('two-sponsors');
    expect(map.getByLabelText('Número 22: 1 patrocinador').className).toContain('one-sponsor');
    expect(map.getByLabelText('Número 41: 3 patrocinadores').className).toContain('many-sponsors');
    expect(map.getByLabelText('Número 1: sem patrocinador').className).toContain('no-sponsor');

    reportAnswer = () => jsonResponse(500, { error: 'Erro interno do servidor.' });
    expect(await screen.findByText('Erro ao carregar relatório de números', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('opens on the active event; another event shows its own sponsors and map, and takes the new sponsor', async () => {
    await openPage();
    const select = screen.getByLabelText('Evento') as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Noite de Julho · 18/07/2026 · Agendado',
      'Noite de Junho · 20/06/2026 · Em Andamento',
      'Noite de Março · 14/03/2026 · Finalizado',
    ]);
    expect(reportEvents()[0]).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries().at(-1)?.page).toBe('3'));
    fireEvent.change(select, { target: { value: '6' } });
    expect(await screen.findByText('Mercado de Julho')).toBeTruthy();
    expect(screen.queryByText('Padaria Pão Quente')).toBeNull();
    expect(listQueries().at(-1)).toEqual({ event_id: '6', page: '1', limit: '20' });
    await waitFor(() => expect(reportEvents().at(-1)).toBe('6'));

    fireEvent.click(screen.getByRole('button', { name: 'Novo Patrocinador' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cadastro / Edição de Patrocinador' }));
    fireEvent.input(dialog.getByLabelText('Nome'), { target: { value: 'Sorveteria de Julho' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Patrocinador Cadastrado'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/sponsors')?.body).toMatchObject({
      name: 'Sorveteria de Julho',
      event_id: 6,
    });
  });

  it('copies the sponsors of another event into the one on screen, after saying what will happen', async () => {
    await openPage();
    // On tonight's June, the night before it (March) is offered first, not next month's July.
    fireEvent.click(screen.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }));
    const onJune = within(await screen.findByRole('dialog', { name: 'Copiar patrocinadores de outro evento' }));
    expect((onJune.getByLabelText('Copiar de') as HTMLSelectElement).value).toBe('4');
    fireEvent.click(onJune.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: '6' } });
    await screen.findByText('Mercado de Julho');

    fireEvent.click(screen.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Copiar patrocinadores de outro evento' }));
    // July is being prepared: June, the latest night before it, is offered first; July itself is not offered.
    const from = dialog.getByLabelText('Copiar de') as HTMLSelectElement;
    expect(from.value).toBe('5');
    expect([...from.options].map((o) => o.value)).toEqual(['5', '4']);
    expect(norm(await dialog.findByText(/Copiar os patrocinadores de/))).toBe(
      'Copiar os patrocinadores de Noite de Junho (2 patrocinadores) para Noite de Julho?',
    );
    expect(dialog.getByText(/o pagamento volta a Pendente, sem data/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/admin/sponsors/copy')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Copiar patrocinadores de outro evento' }));
    const before = listQueries().length;
    fireEvent.click(dialog.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('2 patrocinadores copiados.'));
    expect(calls.find((c) => c.path === '/api/admin/sponsors/copy')?.body).toEqual({ from_event_id: 5, event_id: 6 });
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
    expect(listQueries().at(-1)?.event_id).toBe('6');
  });

  it('with no event at all, asks for one before any sponsor', async () => {
    markVisited();
    signIn(admin);
    serveApi();
    events = [];
    renderApp('/admin/patrocinadores');
    expect(await screen.findByText('Cadastre um evento antes de cadastrar patrocinadores.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo Patrocinador' })).toBeNull();
    expect(listQueries()).toEqual([]);
  });
});
