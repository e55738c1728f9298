import type { LiveState, Round } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { routeFetch } from '../../../test/route-fetch';

// docs/decisions/016: the caller knows at once when a card completes, without opening a tab.

const round: Round = {
  id: 5,
  event_id: 1,
  number: 2,
  prize: 'Bicicleta',
  type: '',
  notes: null,
  status: 'in_progress',
  started_at: null,
  finished_at: null,
  stages: [],
  acumulado: false,
};

function openPanel(live: () => Partial<LiveState>) {
  routeFetch({
    'GET /api/rounds/5': jsonResponse(200, round),
    'GET /api/rounds/5/drawn-numbers': jsonResponse(200, [{ id: 41, number: 7, drawn_at: '2025-01-01T20:00:00Z' }]),
    // The panel follows the live state like the telão: the stream down, it polls GET /live.
    'GET /api/events/1/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/1/live': () => jsonResponse(200, { round: { id: 5 }, winners: [], winners_count: 0, near_winners: 0, ...live() }),
    'GET /api/rounds/5/winners': jsonResponse(200, []),
  });
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos/1/rodadas/5/sorteio');
}

describe('Painel da Rodada: winners at once', () => {
  it("counts the running round's winners and near-winners on the tabs, all of them, not only those named", async () => {
    openPanel(() => ({
      version: 1,
      winners: [
        { card_id: 11, name: 'Ana V.' },
        { card_id: 30, name: null },
      ],
      // A big night: the live state names the first winners only (LIVE_WINNERS_SHOWN).
      winners_count: 120,
      near_winners: 14,
    }));
    expect(await screen.findByRole('tab', { name: 'Vencedores 120' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Quase Vencedores 14' })).toBeTruthy();
    // Winners found on opening the panel are no news: no banner for them.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises "BINGO! Cartela #66 — Maria S." when a card completes, until dismissed', async () => {
    let state: Partial<LiveState> = { version: 1, winners: [], near_winners: 1 };
    openPanel(() => state);
    await screen.findByRole('tab', { name: 'Vencedores 0' });
    state = { version: 2, winners: [{ card_id: 66, name: 'Maria S.' }], winners_count: 1, near_winners: 0 };
    const banner = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(banner.textContent).toBe('BINGO! Cartela #66 — Maria S.');
    expect(screen.getByRole('tab', { name: 'Vencedores 1' })).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Fechar aviso de bingo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows no counts for a round that is not the one running', async () => {
    openPanel(() => ({ version: 1, round: { id: 99 } as LiveState['round'], winners: [{ card_id: 1, name: 'X' }] }));
    expect(await screen.findByRole('tab', { name: 'Vencedores' })).toBeTruthy();
  });

  it('shows the current stage and its prize, and raises "QUINA! Cartela #8 — Ana V." when a row is completed (decisions.md §14)', async () => {
    const stage = (kind: 'quina' | 'cartela_cheia', prize: string, winners: { card_id: number; name: string }[]) => ({
      kind,
      prize,
      won: winners.length > 0,
      winners,
      winners_count: winners.length,
      near: 0,
    });
    const liveRound = (quinaWinners: { card_id: number; name: string }[]): LiveState['round'] => ({
      id: 5,
      number: 2,
      prize: 'Bicicleta',
      type: '',
      status: 'in_progress',
      stages: [stage('quina', 'Cesta básica', quinaWinners), stage('cartela_cheia', 'Bicicleta', [])],
    });
    let state: Partial<LiveState> = { version: 1, round: liveRound([]) };
    openPanel(() => state);
    expect(await screen.findByText('Etapa atual: Quina — Prêmio: Cesta básica')).toBeTruthy();
    state = { version: 2, round: liveRound([{ card_id: 8, name: 'Ana V.' }]) };
    const banner = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(banner.textContent).toBe('QUINA! Cartela #8 — Ana V.');
    expect(screen.getByText('Etapa atual: Cartela cheia — Prêmio: Bicicleta')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Fechar aviso de quina' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
