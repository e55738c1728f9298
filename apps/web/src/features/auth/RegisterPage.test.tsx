import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { buyer, jsonResponse, markVisited, renderApp } from '../../test/helpers';

describe('Criar conta', () => {
  it('signs the new account in and goes back to the page that asked for the login (docs/decisions/028)', async () => {
    markVisited();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/register') return jsonResponse(201, buyer);
      if (url === '/api/login') return jsonResponse(200, { token: 'jwt-novo', user: buyer });
      return jsonResponse(200, []);
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderApp('/minhas-cartelas?x=1');
    await screen.findByRole('heading', { name: 'Entrar' });
    fireEvent.click(screen.getByRole('link', { name: 'Crie sua conta' }));
    await screen.findByRole('heading', { name: 'Criar conta' });

    fireEvent.input(screen.getByLabelText('Nome completo'), { target: { value: 'Maria da Silva' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'maria@bingo.local' } });
    fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'bingo12345' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/minhas-cartelas?x=1'));
    expect(getSession()?.token).toBe('jwt-novo');
    const login = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ email: 'maria@bingo.local', password: 'bingo12345' });
  });
});
