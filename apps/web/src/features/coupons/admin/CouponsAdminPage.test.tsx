import type { CouponListItem } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';

let toastError: MockInstance;
const uses = { usos_aprovados: 0, usos_pendentes: 0, usos_excedentes: 0 };
const natal: CouponListItem = { id: 1, codigo: 'NATAL10', tipo: 'percentual', valor: 10, quantidade: 5, ativo: true, ...uses };
const fixo: CouponListItem = { id: 2, codigo: 'DESC5', tipo: 'fixo', valor: 5, quantidade: 3, ativo: false, ...uses };

async function openPage(routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({ 'GET /api/cupons': jsonResponse(200, [natal, fixo]), ...routes });
  renderApp('/admin/cupons');
  await screen.findByRole('rowheader', { name: 'NATAL10' });
  return fetchMock;
}
const row = (code: string) => within(screen.getByRole('rowheader', { name: code }).closest('tr')!);

async function openForm(button: HTMLElement) {
  fireEvent.click(button);
  return within(await screen.findByRole('dialog'));
}

describe('Cupons admin', () => {
  beforeEach(() => {
    markVisited();
    signIn(admin);
    toastError = vi.spyOn(toast, 'error');
  });

  it('lists code, type, value (percent or R$), uses left and the active switch', async () => {
    await openPage();
    expect(row('NATAL10').getByText('Percentual')).toBeTruthy();
    expect(row('NATAL10').getByText('10%')).toBeTruthy();
    expect(row('DESC5').getByText('R$ 5,00')).toBeTruthy();
    expect(row('DESC5').getByText('3')).toBeTruthy();
    expect((row('NATAL10').getByRole('checkbox', { name: 'Ativo: NATAL10' }) as HTMLInputElement).checked).toBe(true);
    expect((row('DESC5').getByRole('checkbox', { name: 'Ativo: DESC5' }) as HTMLInputElement).checked).toBe(false);
  });

  it('refuses a value or quantity below 1 and a percentage above 100 without calling the server', async () => {
    const fetchMock = await openPage();
    const form = await openForm(screen.getByRole('button', { name: /Novo cupom/ }));
    fireEvent.input(form.getByLabelText('Código'), { target: { value: 'pascoa' } });
    fireEvent.input(form.getByLabelText('Valor'), { target: { value: '0' } });
    fireEvent.input(form.getByLabelText('Usos disponíveis'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Cadastrar' }));
    expect(await form.findByText('O valor deve ser pelo menos 1.')).toBeTruthy();
    expect(form.getByText('A quantidade deve ser pelo menos 1.')).toBeTruthy();

    fireEvent.input(form.getByLabelText('Valor'), { target: { value: '150' } });
    fireEvent.input(form.getByLabelText('Usos disponíveis'), { target: { value: '10' } });
    fireEvent.click(form.getByRole('button', { name: 'Cadastrar' }));
    expect(await form.findByText('O percentual não pode passar de 100.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cupons')).toHaveLength(0);

    // The same value is fine as R$ off.
    fireEvent.change(form.getByLabelText('Tipo'), { target: { value: 'fixo' } });
    fireEvent.click(form.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/cupons')).toEqual([{ codigo: 'PASCOA', tipo: 'fixo', valor: 150, quantidade: 10, ativo: true }]),
    );
  });

  it("edits a coupon, and shows the server's text when saving fails", async () => {
    const fetchMock = await openPage({ 'PUT /api/cupons/1': jsonResponse(409, { error: 'Já existe um cupom com este código.' }) });
    const form = await openForm(row('NATAL10').getByRole('button', { name: /Editar/ }));
    expect((form.getByLabelText('Código') as HTMLInputElement).value).toBe('NATAL10');
    fireEvent.input(form.getByLabelText('Código'), { target: { value: 'DESC5' } });
    fireEvent.click(form.getByRole('button', { name: 'Atualizar' }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Já existe um cupom com este código.', expect.anything()));
    expect(callsTo(fetchMock, 'PUT /api/cupons/1')).toEqual([
      { codigo: 'DESC5', tipo: 'percentual', valor: 10, quantidade: 5, ativo: true },
    ]);
  });

  it("switches a coupon on and off, with 'Erro ao alterar status.' when that fails", async () => {
    const fetchMock = await openPage({
      'PATCH /api/cupons/2/ativar': jsonResponse(200, { id: 2, codigo: 'DESC5', tipo: 'fixo', valor: 5, quantidade: 3, ativo: true }),
      'PATCH /api/cupons/1/ativar': new Response('', { status: 500 }),
    });
    fireEvent.click(row('DESC5').getByRole('checkbox', { name: 'Ativo: DESC5' }));
    await waitFor(() => expect((row('DESC5').getByRole('checkbox', { name: 'Ativo: DESC5' }) as HTMLInputElement).checked).toBe(true));
    expect(callsTo(fetchMock, 'PATCH /api/cupons/2/ativar')).toEqual([{ ativo: true }]);

    fireEvent.click(row('NATAL10').getByRole('checkbox', { name: 'Ativo: NATAL10' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao alterar status.', expect.anything()));
  });

  it("asks 'Deseja realmente excluir este cupom?' and shows 'Erro ao excluir.' when it fails", async () => {
    const fetchMock = await openPage({ 'DELETE /api/cupons/2': new Response('', { status: 500 }) });
    fireEvent.click(row('DESC5').getByRole('button', { name: /Excluir/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Deseja realmente excluir este cupom?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao excluir.', expect.anything()));
    expect(callsTo(fetchMock, 'DELETE /api/cupons/2')).toHaveLength(1);
  });
});
