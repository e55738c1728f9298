import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { buyer, jsonResponse, markVisited, mockFetch, renderApp, signIn } from '../test/helpers';

describe('first visit (spec §2, route table)', () => {
  it('sets has_visited and sends a newcomer at the front door to /comprar', async () => {
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
    expect(window.localStorage.getItem(storageKeys.hasVisited)).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Comprar Cartelas' })).toBeTruthy();
  });

  it('stays on /comprar when the first visit is already there', async () => {
    const router = renderApp('/comprar?quantidade=2');
    expect(await screen.findByRole('heading', { name: 'Comprar Cartelas' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/comprar?quantidade=2');
    expect(window.localStorage.getItem(storageKeys.hasVisited)).toBe('1');
  });

  it('opens a shared link as it is on a first visit: login, a follow page', async () => {
    const router = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(storageKeys.hasVisited)).toBe('1');
    // A follow link is open to visitors (docs/decisions/028): it stays, not diverted to /comprar.
    window.localStorage.clear();
    const shared = renderApp('/verificacao/3');
    await waitFor(() => expect(window.localStorage.getItem(storageKeys.hasVisited)).toBe('1'));
    expect(shared.state.location.pathname).toBe('/verificacao/3');
  });

  it('leaves a returning visitor where they asked to go', async () => {
    markVisited();
    const router = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not divert a password-reset link, which carries a one-time token', async () => {
    const router = renderApp('/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByRole('heading', { name: 'Redefinir Senha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});

describe('"/" and ?ref (spec §2, §7)', () => {
  it('redirects / to /dashboard keeping the query string', async () => {
    markVisited();
    signIn(buyer);
    const router = renderApp('/?utm_source=whatsapp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?utm_source=whatsapp');
  });

  it('records the affiliate click, keeps the code and removes ref from the address', async () => {
    markVisited();
    const fetchMock = mockFetch(jsonResponse(200, { success: true, code: 'MARIA7' }));
    const router = renderApp('/register?ref=MARIA7&x=1');

    await waitFor(() => expect(window.localStorage.getItem(storageKeys.affiliateCode)).toBe('MARIA7'));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.search).toBe('?x=1');

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/affiliates/click');
    const body = JSON.parse(String(init?.body)) as { code: string; session_id: string };
    expect(body.code).toBe('MARIA7');
    expect(body.session_id).toBe(window.localStorage.getItem(storageKeys.affiliateSessionId));
    expect(body.session_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps no code when the server does not know it', async () => {
    markVisited();
    const fetchMock = mockFetch(jsonResponse(200, { success: false }));
    const router = renderApp('/login?ref=NAOEXISTE');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(window.localStorage.getItem(storageKeys.affiliateCode)).toBeNull();
  });
});
