import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, markVisited, mockFetch, renderApp } from '../../test/helpers';
import { fakeLiveApi, liveState } from './live-test-data';

// docs/decisions/028: the telão's QR opens the follow page for a visitor without an account.
describe('Verificação for a visitor without an account', () => {
  it('shows the event, the last ball and the board, with Comprar cartelas and Entrar, and asks for no cards', async () => {
    markVisited();
    const fetchMock = fakeLiveApi(liveState({ drawn: [5, 19, 65], last_number: 65, last_letter: 'E' }));
    const router = renderApp('/verificacao/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bingo da Paróquia' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rodada 2' })).toBeTruthy();
    expect(screen.getByText('3 de 75 números sorteados')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Números sorteados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comprar cartelas' }).getAttribute('href')).toBe('/comprar?evento=1');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cards'))).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/verificacao/1' });
  });

  it('/sorteio opens the running event’s follow page, signed out', async () => {
    markVisited();
    mockFetch(jsonResponse(200, { id: 7, name: 'Quermesse', status: 'em_andamento', start_date: '2026-12-05T22:00:00Z' }));
    const router = renderApp('/sorteio');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verificacao/7'));
  });

  it('/sorteio says so when no event runs or is coming', async () => {
    markVisited();
    mockFetch(jsonResponse(200, null));
    renderApp('/sorteio');
    expect(await screen.findByRole('heading', { name: 'Nenhum sorteio ativo no momento!' })).toBeTruthy();
  });
});
