import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { buyer, jsonResponse, markVisited, mockFetch, renderApp } from '../../test/helpers';
import { routeFetch } from '../../test/route-fetch';

function submit(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('Login', () => {
  it('shows the server text inline when the credentials are wrong (decisions.md §9)', async () => {
    markVisited();
    mockFetch(jsonResponse(401, { error: 'E-mail ou senha inválidos.' }));
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar' });

    submit('maria@bingo.local', 'errada');

    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('stores the session and goes to /dashboard on success', async () => {
    markVisited();
    const fetchMock = mockFetch(jsonResponse(200, { token: 'jwt-novo', user: buyer }));
    const router = renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar' });

    submit('Maria@Bingo.local ', 'bingo12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.token).toBe('jwt-novo');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'maria@bingo.local',
      password: 'bingo12345',
    });
  });

  it('requires both fields before calling the server', async () => {
    markVisited();
    const fetchMock = mockFetch(jsonResponse(200, {}));
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar' });

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect((await screen.findAllByText('Campo obrigatório.')).length).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes back to the page that asked for the login', async () => {
    markVisited();
    mockFetch(jsonResponse(200, { token: 'jwt-novo', user: buyer }));
    const router = renderApp('/minhas-cartelas?x=1');
    await screen.findByRole('heading', { name: 'Entrar' });
    submit('maria@bingo.local', 'bingo12345');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/minhas-cartelas?x=1'));
  });

  it("takes an admin to the admin's home", async () => {
    markVisited();
    mockFetch(jsonResponse(200, { token: 'jwt-novo', user: { ...buyer, is_admin: true } }), jsonResponse(200, []));
    const router = renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar' });
    submit('admin@bingo.local', 'bingo12345');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin/));
  });

  it("takes a batch's seller to Minhas Vendas, which their bottom bar offers too (decisions.md §13)", async () => {
    markVisited();
    const evento = { id: 4, name: 'Bingo de Natal', start_date: '2026-12-05T22:00:00.000Z', status: 'em_andamento', card_price: 10 };
    routeFetch({
      'POST /api/login': jsonResponse(200, { token: 'jwt-novo', user: buyer, is_seller: true }),
      'GET /api/physical-sales/mine': jsonResponse(200, {
        eventos: [evento],
        evento,
        lotes: [],
        vendas: [],
        saldo: { cartelas_recebidas: 0, vendidas: 0, valor_vendido: 0, valor_acertado: 0, saldo_a_acertar: 0 },
        correcoes: [],
        agora: '2026-12-05T23:05:00.000Z',
      }),
    });
    const router = renderApp('/login');
    await screen.findByRole('heading', { name: 'Entrar' });
    submit('vendedora@bingo.local', 'bingo12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendedor'));
    const bar = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(await within(bar).findByRole('link', { name: 'Minhas Vendas' })).toBeTruthy();
  });
});
