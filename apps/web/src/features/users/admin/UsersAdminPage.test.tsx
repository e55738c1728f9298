import { type User, userMessages } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';
import { callsTo, routeFetch } from '../../../test/route-fetch';

let toastSuccess: MockInstance;
let toastError: MockInstance;

const person = (over: Partial<User>): User => ({
  id: 7,
  name: 'Bruno Vendedor',
  email: 'bruno@teste.com',
  is_admin: false,
  is_affiliate: false,
  active: true,
  code: null,
  phone: null,
  document: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});
const bruno = person({});
const carla = person({ id: 8, name: 'Carla Afiliada', email: 'carla@teste.com', is_affiliate: true, code: 'CARLA2' });

async function openPage(routes: Parameters<typeof routeFetch>[0] = {}) {
  markVisited();
  signIn(admin);
  const fetchMock = routeFetch({ 'GET /api/admin/users': jsonResponse(200, { items: [bruno, carla], total: 42 }), ...routes });
  renderApp('/admin/usuarios');
  await screen.findByRole('rowheader', { name: bruno.name });
  return fetchMock;
}
const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);
const listQueries = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/users')
    .map((u) => Object.fromEntries(u.searchParams));

describe('Usuários admin', () => {
  beforeEach(() => {
    toastSuccess = vi.spyOn(toast, 'success');
    toastError = vi.spyOn(toast, 'error');
  });

  it('lists users with totals and the affiliate link; Enter in the name box filters from page 1', async () => {
    const fetchMock = await openPage();
    expect(screen.getByText(/Total: 42 usuários · Página 1 de 3 · Exibindo 2/)).toBeTruthy();
    expect(rowOf(carla.name).getByText(`${window.location.origin}/?ref=CARLA2`)).toBeTruthy();
    expect(rowOf(bruno.name).queryByRole('button', { name: /Copiar link/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '2', limit: '20' }));
    const name = screen.getByLabelText('Nome');
    fireEvent.change(name, { target: { value: ' bru ' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', name: 'bru' }));
  });

  it("says 'Erro ao carregar usuários' when the list fails, and 'Tentar novamente' reads it again", async () => {
    markVisited();
    signIn(admin);
    const list = failingList(() => jsonResponse(200, { items: [bruno, carla], total: 42 }));
    const fetchMock = routeFetch({ 'GET /api/admin/users': list.answer });
    renderApp('/admin/usuarios');
    await list.retry('Erro ao carregar usuários');
    expect(await screen.findByRole('rowheader', { name: bruno.name })).toBeTruthy();
    expect(listQueries(fetchMock).length).toBeGreaterThan(1);
  });

  it('shows who sells, as the server derives it from the batches (decisions.md §13)', async () => {
    await openPage({
      'GET /api/admin/users': jsonResponse(200, {
        items: [
          { ...bruno, is_seller: true },
          { ...carla, is_seller: false },
        ],
        total: 2,
      }),
    });
    expect(rowOf(bruno.name).getByText('Vendedor')).toBeTruthy();
    expect(rowOf(bruno.name).queryByText('Comprador')).toBeNull();
    expect(rowOf(carla.name).queryByText('Vendedor')).toBeNull();
  });

  it('creates a user with the Administrador and Afiliado boxes', async () => {
    const fetchMock = await openPage({ 'POST /api/admin/users': jsonResponse(201, person({ id: 9 })) });
    fireEvent.click(screen.getByRole('button', { name: /Novo Usuário/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Nome'), { target: { value: 'Dora' } });
    fireEvent.change(dialog.getByLabelText('E-mail'), { target: { value: 'dora@teste.com' } });
    fireEvent.change(dialog.getByLabelText('Senha'), { target: { value: 'senha-boa-123' } });
    fireEvent.click(dialog.getByLabelText('Afiliado'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/users')).toEqual([
        { name: 'Dora', email: 'dora@teste.com', password: 'senha-boa-123', is_admin: false, is_affiliate: true },
      ]),
    );
    expect(toastSuccess).toHaveBeenCalledWith(userMessages.created, expect.anything());
  });

  it('toggles affiliate and status from the row menu, showing the server refusal', async () => {
    const fetchMock = await openPage({
      'PATCH /api/admin/users/7/affiliate': jsonResponse(200, person({ is_affiliate: true, code: 'BRUNO9' })),
      'PATCH /api/admin/users/7/status': jsonResponse(409, { error: userMessages.lastAdmin }),
    });
    fireEvent.click(rowOf(bruno.name).getByRole('button', { name: `Mais ações de ${bruno.name}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tornar afiliado' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/admin/users/7/affiliate')).toEqual([{ is_affiliate: true }]));

    fireEvent.click(rowOf(bruno.name).getByRole('button', { name: `Mais ações de ${bruno.name}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(userMessages.lastAdmin, expect.anything()));
  });
});
