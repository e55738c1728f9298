import { couponMessages, type CouponListItem, type CouponPurchase } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';

const natal: CouponListItem = {
  id: 1,
  codigo: 'NATAL10',
  tipo: 'percentual',
  valor: 10,
  quantidade: 7,
  ativo: true,
  usos_aprovados: 2,
  usos_pendentes: 1,
  usos_excedentes: 0,
};
const velho: CouponListItem = {
  id: 2,
  codigo: 'VELHO5',
  tipo: 'fixo',
  valor: 5,
  quantidade: 4,
  ativo: false,
  usos_aprovados: 0,
  usos_pendentes: 0,
  usos_excedentes: 0,
};
const purchase = (id: number, patch: Partial<CouponPurchase>): CouponPurchase => ({
  id,
  full_name: 'Maria Souza',
  email: 'maria@exemplo.com',
  status: 'aprovado',
  quantidade: 2,
  total: 18,
  desconto: 2,
  uso_excedente: false,
  createdAt: '2026-06-13T22:15:00.000Z',
  ...patch,
});

let toastError: MockInstance;

async function openPage(routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({ 'GET /api/cupons': jsonResponse(200, [natal, velho]), ...routes });
  renderApp('/admin/cupons');
  await screen.findByRole('rowheader', { name: 'NATAL10' });
  return fetchMock;
}
const row = (code: string) => within(screen.getByRole('rowheader', { name: code }).closest('tr')!);
const cell = (code: string, label: string) =>
  row(code)
    .getAllByRole('cell')
    .find((td) => td.dataset.label === label)!;

describe('Cupons: uses and purchases', () => {
  beforeEach(() => {
    markVisited();
    signIn(admin);
    toastError = vi.spyOn(toast, 'error');
  });

  it('shows per coupon its approved uses, the uses pending purchases hold, and the uses left', async () => {
    await openPage();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Código', 'Tipo', 'Valor', 'Usos', 'Ativo', 'Ações', 'Aprovados', 'Reservados', 'Restantes']);
    expect(cell('NATAL10', 'Usos aprovados').textContent).toBe('2');
    expect(cell('NATAL10', 'Usos reservados').textContent).toBe('1');
    expect(cell('NATAL10', 'Usos restantes').textContent).toBe('7');
    expect(cell('VELHO5', 'Usos aprovados').textContent).toBe('0');
  });

  it("opens a coupon's purchases: buyer, e-mail, status, total, discount and date", async () => {
    const fetchMock = await openPage({
      'GET /api/cupons/1/compras': jsonResponse(200, [
        purchase(31, { full_name: 'João Lima', email: 'joao@exemplo.com', status: 'pendente', total: 9, desconto: 1, quantidade: 1 }),
        purchase(30, {}),
        purchase(29, { full_name: 'Ana Prado', email: 'ana@exemplo.com', status: 'falhou' }),
      ]),
    });
    fireEvent.click(row('NATAL10').getByRole('button', { name: 'Compras NATAL10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cupom NATAL10' }));
    await dialog.findByText('João Lima');
    expect(callsTo(fetchMock, 'GET /api/cupons/1/compras')).toHaveLength(1);

    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getByRole('rowheader').textContent)).toEqual([
      'João Limajoao@exemplo.com',
      'Maria Souzamaria@exemplo.com',
      'Ana Pradoana@exemplo.com',
    ]);
    const maria = within(rows[1]!);
    expect(maria.getByText('Aprovado')).toBeTruthy();
    expect(maria.getByText('R$ 18,00')).toBeTruthy();
    expect(maria.getByText('R$ 2,00')).toBeTruthy();
    expect(maria.getByText('13/06/2026, 19:15')).toBeTruthy();
    expect(within(rows[0]!).getByText('Pendente')).toBeTruthy();
    expect(within(rows[2]!).getByText('Falhou')).toBeTruthy();
    // The uses, and why this one cannot be deleted.
    expect(dialog.getByText('Usos aprovados').previousElementSibling?.textContent).toBe('2');
    expect(dialog.getByText(/desative-o para que deixe de ser aceito/)).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the uses beyond the quantity: in the list, in the detail with why, and on each such purchase', async () => {
    const beyond = { ...natal, quantidade: 0, usos_aprovados: 4, usos_pendentes: 0, usos_excedentes: 1 };
    await openPage({
      'GET /api/cupons': jsonResponse(200, [beyond, velho]),
      'GET /api/cupons/1/compras': jsonResponse(200, [purchase(41, { uso_excedente: true }), purchase(40, { full_name: 'Ana Prado' })]),
    });
    expect(cell('NATAL10', 'Usos aprovados').textContent).toBe('4+1 além do limite');
    expect(cell('VELHO5', 'Usos aprovados').textContent).toBe('0');
    fireEvent.click(row('NATAL10').getByRole('button', { name: 'Compras NATAL10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cupom NATAL10' }));
    expect(dialog.getByText('Além do limite', { selector: '.small' }).previousElementSibling?.textContent).toBe('1');
    expect(dialog.getByText(/reserva do cupom \(10 minutos\) acabou/)).toBeTruthy();
    const rows = (await dialog.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getByText('Além do limite')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Além do limite')).toBeNull();
  });

  it('says when no purchase used the coupon, and that it can be deleted', async () => {
    await openPage({ 'GET /api/cupons/2/compras': jsonResponse(200, []) });
    fireEvent.click(row('VELHO5').getByRole('button', { name: 'Compras VELHO5' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cupom VELHO5' }));
    expect(await dialog.findByText('Nenhuma compra usou este cupom.')).toBeTruthy();
    expect(dialog.getByText('Nenhum uso aprovado nem reservado: o cupom pode ser excluído.')).toBeTruthy();
  });

  it('offers a retry when the purchases cannot be loaded', async () => {
    // A 5xx is asked once more by the query client: the first two fail.
    let calls = 0;
    await openPage({
      'GET /api/cupons/2/compras': () => (++calls <= 2 ? new Response('', { status: 500 }) : jsonResponse(200, [purchase(5, {})])),
    });
    fireEvent.click(row('VELHO5').getByRole('button', { name: 'Compras VELHO5' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Erro ao carregar as compras do cupom.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByText('Maria Souza')).toBeTruthy();
  });

  it("shows the server's reason when a coupon in use cannot be deleted", async () => {
    await openPage({ 'DELETE /api/cupons/1': jsonResponse(409, { error: couponMessages.inUsePending }) });
    fireEvent.click(row('NATAL10').getByRole('button', { name: /Excluir/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(couponMessages.inUsePending, expect.anything()));
  });

  it('keeps the counted uses when a coupon is switched off', async () => {
    await openPage({ 'PATCH /api/cupons/1/ativar': jsonResponse(200, { ...natal, ativo: false, usos_aprovados: undefined }) });
    fireEvent.click(row('NATAL10').getByRole('checkbox', { name: 'Ativo: NATAL10' }));
    await waitFor(() => expect((row('NATAL10').getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
    expect(cell('NATAL10', 'Usos aprovados').textContent).toBe('2');
  });
});
