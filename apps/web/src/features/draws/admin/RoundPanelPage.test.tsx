import type { CardCheck, RankingEntry, Round } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';

const running: Round = {
  id: 5,
  event_id: 1,
  number: 2,
  prize: 'Smart TV 50"',
  type: '',
  notes: null,
  status: 'in_progress',
  started_at: null,
  finished_at: null,
  stages: [],
  acumulado: false,
};
const numbers = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const entry = (card_id: number, full_name: string, faltando: number[]): RankingEntry => ({
  card_id,
  full_name,
  address: 'Rua das Flores, 10',
  contact: '11987654321',
  barcode: null,
  acertos: 25 - faltando.length,
  faltam: faltando.length,
  faltando,
  numbers,
});

function openPanel(round: Round = running) {
  const fetchMock = routeFetch({
    'GET /api/rounds/5': jsonResponse(200, round),
    'GET /api/rounds/5/drawn-numbers': jsonResponse(200, [
      { id: 41, number: 7, drawn_at: '2025-01-01T20:00:00Z' },
      { id: 42, number: 70, drawn_at: '2025-01-01T20:01:00Z' },
    ]),
    // The panel follows the live state like the telão: the stream down, it polls GET /live.
    'GET /api/events/1/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/1/live': jsonResponse(200, { version: 1 }),
    'GET /api/rounds/5/winners': jsonResponse(200, [entry(11, 'Ana Vencedora', [])]),
    'GET /api/rounds/5/almost-winners': jsonResponse(200, [entry(12, 'Beto Quase', [65])]),
    'GET /api/rounds/5/top10': jsonResponse(200, [entry(13, 'Carla Top', [64, 65])]),
    'GET /api/rounds/5/ranking': ({ url }) =>
      jsonResponse(200, { data: [entry(14, `Dora ${url.searchParams.get('search') ?? 'Ranking'}`, [1, 2, 3])], total: 120 }),
    'GET /api/rounds/5/check': ({ url }) =>
      url.searchParams.get('card') === '12'
        ? jsonResponse(200, {
            ...entry(12, 'Beto Quase', [65]),
            status: 'física',
            in_play: true,
            next_round: false,
            round_id: 5,
            drawn: [],
            voided: null,
          } satisfies CardCheck)
        : jsonResponse(404, { error: 'Cartela não encontrada.' }),
    'DELETE /api/rounds/5/drawn-numbers/41': jsonResponse(200, { message: 'Número removido' }),
    'POST /api/rounds/5/draw': jsonResponse(201, { id: 43, number: 38, drawn_at: '2025-01-01T20:02:00Z' }),
  });
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos/1/rodadas/5/sorteio');
  return fetchMock;
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('Painel da Rodada', () => {
  it('shows the header, the fallbacks and the balls with their letters in draw order', async () => {
    openPanel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel da Rodada #2' })).toBeTruthy();
    expect(screen.getByText('Prêmio: Smart TV 50"')).toBeTruthy();
    expect(screen.getByText('Não informado')).toBeTruthy();
    // The round's empty type reads '-' (the results table may show its own '-' by then too).
    expect(screen.getAllByText('-').some((el) => el.tagName === 'DD')).toBe(true);
    const balls = within(screen.getByRole('list', { name: /Números sorteados/ })).getAllByRole('listitem');
    expect(balls.map((li) => li.textContent)).toEqual(['A 7×', 'E 70×']);
    expect(screen.getByRole('link', { name: /Voltar às rodadas/ }).getAttribute('href')).toBe('/admin/eventos/1/rodadas');
    expect(screen.getByRole('link', { name: /Registro público/ }).getAttribute('href')).toBe('/rodada/5/registro');
    expect(screen.getByLabelText('Número sorteado')).toBeTruthy();
  });

  it("fills each tab from its own endpoint, with the buyer's contact and address", async () => {
    openPanel();
    expect(await screen.findByText('Ana Vencedora')).toBeTruthy();
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('Rua das Flores, 10')).toBeTruthy();

    tab('Quase Vencedores');
    expect(await screen.findByText('Beto Quase')).toBeTruthy();
    tab('Top 10');
    expect(await screen.findByText('Carla Top')).toBeTruthy();
    tab('Ranking');
    expect(await screen.findByText('Dora Ranking')).toBeTruthy();
    expect(screen.getByText(/120 cartelas · página 1 de 3/)).toBeTruthy();

    fireEvent.input(screen.getByLabelText(/Buscar por nome/), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Dora Maria')).toBeTruthy();
  });

  it('opens a card in place, its drawn cells marked', async () => {
    openPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver cartela #11' }));
    const card = screen.getByRole('table', { name: 'Cartela #11' });
    expect(within(card).getAllByLabelText(/sorteado$/)).toHaveLength(25);
  });

  it("removes a ball only after the spec's confirmation and a typed reason (docs/decisions/015)", async () => {
    const fetchMock = openPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Remover o número A 7' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Remover este número do sorteio?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    expect(await dialog.findByText('Informe o motivo da remoção da bola: ele fica no registro público da rodada.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/rounds/5/drawn-numbers/41')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Motivo da remoção'), { target: { value: ' Bola caiu no chão ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/rounds/5/drawn-numbers/41')).toEqual([{ reason: 'Bola caiu no chão' }]));
  });

  it('asks "Sortear U 38?" before a ball clicked on the board goes out', async () => {
    const fetchMock = openPanel();
    const board = await screen.findByRole('group', { name: 'Sortear clicando no número' });
    fireEvent.click(within(board).getByRole('button', { name: 'U 38' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Sortear número' }));
    expect(dialog.getByText('Sortear U 38?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/rounds/5/draw')).toHaveLength(0);

    fireEvent.click(within(board).getByRole('button', { name: 'U 38' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Sortear número' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sortear' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/draw')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/rounds/5/draw')).toEqual([{ number: 38 }]);
  });

  it('checks a card by id and says so when it does not exist', async () => {
    openPanel();
    const box = await screen.findByLabelText('Número ou código de barras da cartela');
    fireEvent.input(box, { target: { value: '99' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Cartela não encontrada.')).toBeTruthy();

    fireEvent.input(box, { target: { value: '12' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Em jogo')).toBeTruthy();
    expect(screen.getByText('Física')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cartela #12' })).toBeTruthy();
  });

  it('has no number entry and no × while the round is not running', async () => {
    openPanel({ ...running, status: 'finished', type: 'presencial', notes: 'Rodada extra' });
    expect(await screen.findByText('Inicie a rodada para sortear números.')).toBeTruthy();
    expect(screen.getByText('Presencial')).toBeTruthy();
    expect(screen.getByText('Rodada extra')).toBeTruthy();
    expect(screen.queryByLabelText('Número sorteado')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remover o número/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Reabrir/ })).toBeTruthy();
  });
});
