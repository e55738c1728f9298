import { msg } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify';
import { getSession } from '../../lib/session';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

function authHeader(fetchMock: ReturnType<typeof routeFetch>, route: string): string | undefined {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === route,
  );
  return (call?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
}

async function openProfile() {
  markVisited();
  signIn(buyer, 'token.antigo');
  const router = renderApp('/perfil');
  await screen.findByRole('heading', { name: 'Meu Perfil' });
  return router;
}

beforeEach(() => vi.mocked(notifySuccess).mockReset());

/** GET /auth/me of an account with a password (the usual case). */
const me = { ...buyer, has_password: true };

describe('Perfil: Definir senha (decisions.md §6)', () => {
  it('offers a link by e-mail instead of Alterar senha to an account made at a guest checkout', async () => {
    const message = `Enviamos o link para ${buyer.email}. Confira também a caixa de spam.`;
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, { ...me, has_password: false }),
      'POST /api/auth/password-link': jsonResponse(200, { message }),
    });
    await openProfile();
    const card = (await screen.findByRole('heading', { name: 'Definir senha' })).closest('.card') as HTMLElement;
    expect(card.textContent).toContain(`Enviaremos para ${buyer.email} um link`);
    expect(screen.queryByLabelText('Senha atual')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Enviar link para definir senha' }));
    expect(await within(card).findByText(message)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/password-link')).toHaveLength(1);
  });

  it('keeps Alterar senha for an account with a password', async () => {
    routeFetch({ 'GET /api/auth/me': jsonResponse(200, me) });
    await openProfile();
    expect(await screen.findByLabelText('Senha atual')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Definir senha' })).toBeNull();
  });
});

describe('Perfil: Sair de todos os dispositivos', () => {
  it('asks first, then ends every session, clears the local one and goes to /login with the server text', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, me),
      'POST /api/auth/logout-all': jsonResponse(200, { message: msg.loggedOutEverywhere }),
    });
    const router = await openProfile();

    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos' });
    expect(dialog.textContent).toContain('todos os celulares e computadores');
    expect(dialog.textContent).toContain('inclusive neste');
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(1);
    expect(authHeader(fetchMock, 'POST /api/auth/logout-all')).toBe('Bearer token.antigo');
    expect(getSession()).toBeNull();
    // Like Sair: all local storage goes, not only the session keys.
    expect(window.localStorage.length).toBe(0);
    expect(notifySuccess).toHaveBeenCalledWith(msg.loggedOutEverywhere);
  });

  it('does nothing when the dialog is cancelled', async () => {
    const fetchMock = routeFetch({ 'GET /api/auth/me': jsonResponse(200, me) });
    const router = await openProfile();

    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(0);
    expect(getSession()?.token).toBe('token.antigo');
    expect(router.state.location.pathname).toBe('/perfil');
  });

  it('keeps the session and the page when the server fails', async () => {
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, me),
      'POST /api/auth/logout-all': jsonResponse(500, { error: msg.internal }),
    });
    const router = await openProfile();

    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair de todos' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession()?.token).toBe('token.antigo');
    expect(router.state.location.pathname).toBe('/perfil');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('Perfil: Alterar senha', () => {
  it('keeps this device signed in with the token the answer carries, used by the next calls', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, me),
      'POST /api/auth/change-password': jsonResponse(200, { message: msg.passwordChanged, token: 'token.novo' }),
      'PATCH /api/auth/me': jsonResponse(200, { ...buyer, name: 'Maria S. Souza' }),
    });
    const router = await openProfile();

    fireEvent.input(screen.getByLabelText('Senha atual'), { target: { value: 'senha-velha-1' } });
    fireEvent.input(screen.getByLabelText('Nova senha'), { target: { value: 'senha-nova-123' } });
    fireEvent.input(screen.getByLabelText('Confirmar nova senha'), { target: { value: 'senha-nova-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));

    await waitFor(() => expect(getSession()?.token).toBe('token.novo'));
    expect(callsTo(fetchMock, 'POST /api/auth/change-password')).toEqual([
      { current_password: 'senha-velha-1', new_password: 'senha-nova-123' },
    ]);
    expect(window.localStorage.getItem('token')).toBe('token.novo');
    expect(getSession()?.user).toEqual(buyer);
    expect(notifySuccess).toHaveBeenCalledWith(msg.passwordChanged);
    expect(router.state.location.pathname).toBe('/perfil');

    // The next request of this device carries the new token.
    fireEvent.input(screen.getByLabelText('Nome'), { target: { value: 'Maria S. Souza' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/auth/me')).toHaveLength(1));
    expect(authHeader(fetchMock, 'PATCH /api/auth/me')).toBe('Bearer token.novo');
  });
});
