import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, markVisited, mockFetch, renderApp } from '../../test/helpers';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('Redefinir Senha (spec §5)', () => {
  it('shows "As senhas não coincidem" and makes no call when the passwords differ', async () => {
    markVisited();
    const fetchMock = mockFetch(jsonResponse(200, { message: 'Senha redefinida com sucesso!' }));
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Redefinir Senha' });

    fill('Nova Senha', 'senha-nova-1');
    fill('Confirmar Nova Senha', 'senha-nova-2');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));

    expect(await screen.findByText('As senhas não coincidem')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token and the new password when both fields match, then goes to /login', async () => {
    markVisited();
    const fetchMock = mockFetch(jsonResponse(200, { message: 'Senha redefinida com sucesso!' }));
    const router = renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Redefinir Senha' });

    fill('Nova Senha', 'senha-nova-1');
    fill('Confirmar Nova Senha', 'senha-nova-1');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN, password: 'senha-nova-1' });
  });

  it('goes to /login when the link has no token', async () => {
    markVisited();
    const router = renderApp('/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
