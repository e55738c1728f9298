import type { AdminPurchase, AdminPurchaseDetail, BingoEvent, PurchaseVerifyReply } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { saveXlsx } from '../../reports';

vi.mock('../../reports/xlsx/save-xlsx', () => ({ saveXlsx: vi.fn(async () => {}) }));

let toastSuccess: MockInstance;

const noite: BingoEvent = {
  id: 4,
  name: 'Bingo da Paróquia',
  start_date: '2026-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};

const purchase = (over: Partial<AdminPurchase>): AdminPurchase => ({
  id: 12,
  code: 'compra-12',
  payment_id: 'or_fake_12',
  event_id: 4,
  event_name: 'Bingo da Paróquia',
  user_id: 31,
  buyer_name: 'Dona Maria Aparecida',
  buyer_email: 'maria@paroquia.org',
  buyer_phone: '11987654321',
  buyer_cpf: '52998224725',
  status: 'aprovado',
  provider_status: 'paid',
  review_reason: null,
  payment_method: 'checkout',
  quantidade: 2,
  gross: 20,
  discount: 2,
  total: 18,
  coupon_code: 'FESTA10',
  affiliate_code: 'PADRE1',
  affiliate_name: 'Padre Antônio',
  cards_issued: 2,
  created_at: '2026-06-01T22:40:00.000Z',
  updated_at: '2026-06-01T22:41:00.000Z',
  ...over,
});
const maria = purchase({});
const reason = 'Valor pago (R$ 5,00) diferente do total (R$ 10,00).';
const joao = purchase({
  id: 13,
  code: 'compra-13',
  payment_id: 'or_fake_13',
  buyer_name: 'João Batista',
  buyer_email: 'joao@exemplo.com',
  status: 'pendente',
  provider_status: 'paid',
  review_reason: reason,
  total: 10,
  coupon_code: null,
  affiliate_code: null,
  affiliate_name: null,
  cards_issued: 0,
  quantidade: 1,
});
const detailOf = (p: AdminPurchase, history: AdminPurchaseDetail['history']): AdminPurchaseDetail => ({ ...p, expires_at: null, history });
const entry = (over: Partial<AdminPurchaseDetail['history'][number]>) => ({
  id: 1,
  from_status: null,
  to_status: 'pendente' as const,
  provider_status: null,
  source: 'checkout' as const,
  hook_id: null,
  review_reason: null,
  at: '2026-06-01T22:40:00.000Z',
  ...over,
});
const joaoHeld = detailOf(joao, [
  entry({}),
  entry({ id: 2, from_status: 'pendente', provider_status: 'paid', source: 'webhook', hook_id: 'hook_abc', review_reason: reason }),
]);

async function openPage(routes: Parameters<typeof routeFetch>[0] = {}, firstRow = 12) {
  const fetchMock = routeFetch({
    'GET /api/admin/purchases': jsonResponse(200, { data: [maria, joao], total: 2 }),
    'GET /api/events': jsonResponse(200, [noite]),
    ...routes,
  });
  renderApp('/admin/compras');
  await screen.findByRole('rowheader', { name: new RegExp(`#${firstRow}`) });
  return fetchMock;
}
const rowOf = (id: number) => screen.getByRole('rowheader', { name: new RegExp(`#${id}`) }).closest('tr')!;
const listQueries = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/purchases')
    .map((u) => Object.fromEntries(u.searchParams));

describe('Compras admin', () => {
  beforeEach(() => {
    markVisited();
    signIn(admin);
    toastSuccess = vi.spyOn(toast, 'success');
    vi.mocked(saveXlsx).mockClear();
  });

  it("says 'Não foi possível carregar as compras.' when the list fails, and 'Tentar novamente' reads it again", async () => {
    const list = failingList(() => jsonResponse(200, { data: [maria, joao], total: 2 }));
    const fetchMock = routeFetch({ 'GET /api/admin/purchases': list.answer, 'GET /api/events': jsonResponse(200, [noite]) });
    renderApp('/admin/compras');
    await list.retry('Não foi possível carregar as compras.');
    expect(await screen.findByRole('rowheader', { name: /#12/ })).toBeTruthy();
    expect(listQueries(fetchMock).length).toBeGreaterThan(1);
  });

  it('lists buyer, status, total with coupon, affiliate, cards and dates; a purchase held for review stands out', async () => {
    await openPage();
    const row = within(rowOf(12));
    expect(row.getByText('Dona Maria Aparecida')).toBeTruthy();
    expect(row.getByText('CPF 529.982.247-25')).toBeTruthy();
    expect(row.getByText('Aprovado')).toBeTruthy();
    expect(row.getByText('R$ 18,00')).toBeTruthy();
    expect(row.getByText('Cupom FESTA10')).toBeTruthy();
    expect(row.getByText('Padre Antônio')).toBeTruthy();
    expect(row.getByText('2 de 2')).toBeTruthy();
    expect(rowOf(12).className).not.toContain('purchase-held');
    expect(rowOf(13).className).toContain('purchase-held');
    expect(within(rowOf(13)).getByText('Em revisão')).toBeTruthy();
    expect(screen.getByText(/Total: 2 compras · Página 1 de 1 · Exibindo 2/)).toBeTruthy();
    // 50 a page, fixed by the server: no page size to choose.
    expect(screen.queryByLabelText('Itens por página')).toBeNull();
  });

  it('searches by what was typed and filters by status, event and review, from page 1', async () => {
    const fetchMock = await openPage();
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: ' maria@paroquia.org ' } });
    fireEvent.submit(screen.getByLabelText('Buscar').closest('form')!);
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', search: 'maria@paroquia.org' }));

    await screen.findByRole('option', { name: 'Bingo da Paróquia' });
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'pendente' } });
    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Revisão'), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: /Filtrar/ }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        page: '1',
        search: 'maria@paroquia.org',
        status: 'pendente',
        event_id: '4',
        review: 'true',
      }),
    );
  });

  it('opens a purchase with its history, and "Verificar pagamento" shows what the provider answered', async () => {
    const approved = detailOf({ ...joao, status: 'aprovado', review_reason: null, cards_issued: 1 }, [
      ...joaoHeld.history,
      entry({ id: 3, from_status: 'pendente', to_status: 'aprovado', provider_status: 'paid', source: 'verify' }),
    ]);
    const reply: PurchaseVerifyReply = {
      outcome: 'processed',
      message: 'Pagamento verificado: situação atualizada para Aprovado.',
      purchase: approved,
    };
    const fetchMock = await openPage({
      'GET /api/admin/purchases/13': jsonResponse(200, joaoHeld),
      'POST /api/admin/purchases/13/verify': jsonResponse(200, reply),
    });
    fireEvent.click(within(rowOf(13)).getByRole('button', { name: /#13, ver detalhes/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByRole('alert')).textContent).toContain(reason);
    const history = within(dialog.getByRole('list', { name: 'Histórico da compra' }));
    expect(history.getAllByRole('listitem')).toHaveLength(2);
    expect(history.getByText(/Notificação do provedor \(webhook\)/)).toBeTruthy();
    expect(history.getByText('hook_abc')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: /Verificar pagamento/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/purchases/13/verify')).toHaveLength(1));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(3));
    expect(history.getByText(/Verificar pagamento \(administrador\)/)).toBeTruthy();
    expect(toastSuccess).toHaveBeenCalledWith(reply.message, expect.anything());
    // Approved: no longer held, so the warning is gone (the history keeps the hold).
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(history.getByText(reason)).toBeTruthy();
    // The list is read again so the row shows the new status.
    await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThanOrEqual(2));
  });

  it('cannot verify a purchase that never had an order at the provider', async () => {
    const never = purchase({ id: 14, code: 'compra-14', payment_id: null, status: 'falhou', cards_issued: 0 });
    await openPage(
      {
        'GET /api/admin/purchases': jsonResponse(200, { data: [never], total: 1 }),
        'GET /api/admin/purchases/14': jsonResponse(
          200,
          detailOf(never, [entry({}), entry({ id: 2, from_status: 'pendente', to_status: 'falhou' })]),
        ),
      },
      14,
    );
    fireEvent.click(screen.getByRole('button', { name: /#14, ver detalhes/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/não chegou a ter um pedido no provedor/)).toBeTruthy();
    expect((dialog.getByRole('button', { name: /Verificar pagamento/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the buyers of the chosen event for the treasurer', async () => {
    const buyers = [
      { name: 'Dona Maria Aparecida', email: 'maria@paroquia.org', phone: '11987654321', cards: 4, total: 38 },
      { name: 'João Batista', email: 'joao@exemplo.com', phone: null, cards: 1, total: 10 },
    ];
    const fetchMock = await openPage({ 'GET /api/events/4/buyers': jsonResponse(200, buyers) });
    const button = screen.getByRole('button', { name: /Compradores \(Excel\)/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Escolha um evento nos filtros para baixar a lista de compradores.')).toBeTruthy();

    await screen.findByRole('option', { name: 'Bingo da Paróquia' });
    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: /Filtrar/ }));
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(saveXlsx).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, 'GET /api/events/4/buyers')).toHaveLength(1);
    const [sheet, , fileName] = vi.mocked(saveXlsx).mock.calls[0]!;
    expect(fileName).toBe('compradores-bingo-da-paroquia.xlsx');
    expect(sheet).toHaveLength(4);
  });
});
