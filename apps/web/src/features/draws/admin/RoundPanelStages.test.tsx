import type { RankingEntry, Round } from '@bingo/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { routeFetch } from '../../../test/route-fetch';

// decisions.md §14: the panel's Vencedores, Quase Vencedores and Top 10 per stage, the stage now
// played first, a won stage with its winners and the ball that won it.

const numbers = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const entry = (card_id: number, full_name: string, faltando: number[]): RankingEntry => ({
  card_id,
  full_name,
  address: null,
  contact: null,
  barcode: null,
  acertos: 5 - faltando.length,
  faltam: faltando.length,
  faltando,
  numbers,
});
const stage = (kind: 'quina' | 'cartela_cheia', prize: string, ball: number | null) => ({
  kind,
  prize,
  won: ball !== null,
  ball_seq: ball === null ? null : 9,
  ball,
  winners: ball === null ? [] : [{ card_id: 8, name: 'Ana Quina' }],
});
const round = (quinaBall: number | null, fullBall: number | null = null): Round => ({
  id: 5,
  event_id: 1,
  number: 2,
  prize: 'Smart TV',
  type: '',
  notes: null,
  status: 'finished',
  started_at: null,
  finished_at: null,
  acumulado: false,
  stages: [stage('quina', 'Cesta básica', quinaBall), stage('cartela_cheia', 'Smart TV', fullBall)],
});

function openPanel(quinaBall: number | null, fullBall: number | null = null) {
  routeFetch({
    'GET /api/rounds/5': jsonResponse(200, round(quinaBall, fullBall)),
    'GET /api/rounds/5/drawn-numbers': jsonResponse(200, [{ id: 41, number: 61, drawn_at: '2025-01-01T20:00:00Z' }]),
    'GET /api/events/1/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/1/live': jsonResponse(200, { version: 1 }),
    'GET /api/rounds/5/winners': jsonResponse(200, [entry(20, 'Bia Cheia', [])]),
    'GET /api/rounds/5/quina/winners': jsonResponse(200, quinaBall === null ? [] : [entry(8, 'Ana Quina', [])]),
    'GET /api/rounds/5/quina/almost-winners': jsonResponse(200, [entry(9, 'Caio Linha', [61])]),
    'GET /api/rounds/5/quina/top10': jsonResponse(200, [entry(9, 'Caio Linha', [61]), entry(10, 'Dani Longe', [46, 61])]),
  });
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos/1/rodadas/5/sorteio');
}

const stageTabs = () => within(screen.getByRole('tablist', { name: 'Etapas da rodada' })).getAllByRole('tab');

describe('Painel da Rodada: results per stage', () => {
  it('opens on the quina while it is played, with its near winners and top 10 by row', async () => {
    openPanel(null);
    expect(await screen.findByText('Nenhuma cartela completou uma linha ainda.')).toBeTruthy();
    expect(stageTabs().map((t) => t.textContent)).toEqual(['Quina atual', 'Cartela cheia']);
    fireEvent.click(screen.getAllByRole('tab', { name: 'Quase Vencedores' })[0]!);
    expect(await screen.findByText('Caio Linha')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('tab', { name: 'Top 10' })[0]!);
    expect(await screen.findByText('Dani Longe')).toBeTruthy();
    // The first test of the file also loads the app: room for a loaded machine.
  }, 15_000);

  it('puts the full card first once the quina is won, and shows the quina with its ball and winners only', async () => {
    openPanel(61);
    expect(await screen.findByText('Bia Cheia')).toBeTruthy();
    expect(stageTabs().map((t) => t.textContent)).toEqual(['Cartela cheia atual', 'Quina bola 61']);
    fireEvent.click(stageTabs()[1]!);
    expect(await screen.findByText('Ana Quina')).toBeTruthy();
    expect(screen.getByText('Quina ganha na bola E 61 — Prêmio: Cesta básica')).toBeTruthy();
    // The quina is over: no near winners nor top 10 of its own.
    const quinaPane = screen.getByText('Ana Quina').closest('.tab-pane')!.parentElement!.closest('.tab-pane') as HTMLElement;
    expect(within(quinaPane).queryByRole('tab', { name: 'Quase Vencedores' })).toBeNull();
  });

  it('once the full card is won too, its tab keeps Vencedores and Ranking but no near winners nor top 10', async () => {
    openPanel(61, 70);
    expect(await screen.findByText('Ana Quina')).toBeTruthy();
    expect(stageTabs().map((t) => t.textContent)).toEqual(['Quina bola 61', 'Cartela cheia bola 70']);
    fireEvent.click(stageTabs()[1]!);
    expect(await screen.findByText('Bia Cheia')).toBeTruthy();
    const fullPane = screen.getByText('Bia Cheia').closest('.tab-pane')!.parentElement!.closest('.tab-pane') as HTMLElement;
    expect(
      within(fullPane)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Vencedores', 'Ranking']);
  });
});
