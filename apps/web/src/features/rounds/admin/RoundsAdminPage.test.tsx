import type { BingoEvent, Round } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';
import { callsTo, routeFetch } from '../../../test/route-fetch';

const event: BingoEvent = {
  id: 1,
  name: 'Bingo da Paróquia',
  start_date: '2025-06-01T22:30:00.000Z',
  rounds_count: 5,
  status: 'scheduled',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};
const round = (id: number, number: number, status: Round['status']): Round => ({
  id,
  event_id: 1,
  number,
  prize: `Prêmio ${number}`,
  type: '',
  notes: null,
  status,
  started_at: null,
  finished_at: null,
  stages: [],
  acumulado: false,
});

function openPage(rounds: Round[], extra: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({
    'GET /api/events/1': jsonResponse(200, event),
    'GET /api/events/1/rounds': jsonResponse(200, rounds),
    ...extra,
  });
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos/1/rodadas');
  return fetchMock;
}

describe('Rodadas de um evento', () => {
  it('says so when there are no rounds, and offers number 1', async () => {
    openPage([]);
    expect(await screen.findByText('Nenhuma rodada cadastrada.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: event.name })).toBeTruthy();
    expect(screen.getByText('0 de 5 rodadas')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Número').value).toBe('1');
    expect(screen.getByRole('link', { name: /Voltar aos eventos/ }).getAttribute('href')).toBe('/admin/eventos');
    expect(screen.getByRole('link', { name: /Abrir telão/ }).getAttribute('href')).toBe('/admin/telao/1');
  });

  it("says 'Erro ao carregar rodadas.' when the list fails, and 'Tentar novamente' reads it again", async () => {
    const list = failingList(() => jsonResponse(200, [round(11, 2, 'not_started')]));
    const fetchMock = openPage([], { 'GET /api/events/1/rounds': list.answer });
    await list.retry('Erro ao carregar rodadas.');
    expect(await screen.findByRole('rowheader', { name: '#2' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/events/1/rounds').length).toBeGreaterThan(1);
  });

  it('prefills the highest number plus 1 and requires the prize', async () => {
    const fetchMock = openPage([round(10, 1, 'finished'), round(11, 4, 'not_started')], {
      'POST /api/events/1/rounds': jsonResponse(201, round(12, 5, 'not_started')),
    });
    expect(await screen.findByText('2 de 5 rodadas')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Número').value).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar rodada' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Prêmio'), { target: { value: 'Uma bicicleta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar rodada' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/events/1/rounds')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/events/1/rounds')[0]).toEqual({
      number: 5,
      prize: 'Uma bicicleta',
      type: '',
      notes: null,
      status: 'not_started',
      stages: [{ kind: 'cartela_cheia', prize: 'Uma bicicleta' }],
      acumulado: false,
    });
  });

  it('offers the quina with its own prize, required when switched on; the list shows each stage (decisions.md §14)', async () => {
    const staged: Round = {
      ...round(11, 1, 'not_started'),
      prize: 'Smart TV',
      stages: [
        { kind: 'quina', prize: 'Cesta básica', won: false, ball_seq: null, ball: null, winners: [] },
        { kind: 'cartela_cheia', prize: 'Smart TV', won: false, ball_seq: null, ball: null, winners: [] },
      ],
    };
    const fetchMock = openPage([staged], { 'POST /api/events/1/rounds': jsonResponse(201, round(12, 2, 'not_started')) });
    const row = within((await screen.findByRole('rowheader', { name: '#1' })).closest('tr')!);
    expect(row.getByText('Quina:').parentElement!.textContent).toBe('Quina: Cesta básica');
    expect(row.getByText('Cartela cheia:').parentElement!.textContent).toBe('Cartela cheia: Smart TV');

    expect(screen.queryByLabelText('Prêmio da quina')).toBeNull();
    fireEvent.input(screen.getByLabelText('Prêmio'), { target: { value: 'Geladeira' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Quina' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar rodada' }));
    expect(await screen.findByText('Informe o prêmio de cada etapa da rodada.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/events/1/rounds')).toHaveLength(0);

    fireEvent.input(screen.getByLabelText('Prêmio da quina'), { target: { value: ' Cesta de Natal ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar rodada' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/events/1/rounds')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/events/1/rounds')[0]).toMatchObject({
      prize: 'Geladeira',
      stages: [
        { kind: 'quina', prize: 'Cesta de Natal' },
        { kind: 'cartela_cheia', prize: 'Geladeira' },
      ],
    });
  });

  it('keeps the stages of a started round as they are: the switch is off limits', async () => {
    openPage([{ ...round(10, 1, 'in_progress'), started_at: '2026-11-26T22:00:00.000Z' }]);
    const row = within((await screen.findByRole('rowheader', { name: '#1' })).closest('tr')!);
    fireEvent.click(row.getByRole('button', { name: /^Editar/ }));
    const toggle = await screen.findByRole('switch', { name: 'Quina' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('As etapas não mudam depois que a rodada começa.')).toBeTruthy();
  });

  it('links each round to its panel and shows start or finish by status', async () => {
    openPage([round(10, 1, 'in_progress'), round(11, 2, 'not_started')]);
    const first = within((await screen.findByRole('rowheader', { name: '#1' })).closest('tr')!);
    const second = within(screen.getByRole('rowheader', { name: '#2' }).closest('tr')!);

    expect(first.getByRole('link', { name: /Painel/ }).getAttribute('href')).toBe('/admin/eventos/1/rodadas/10/sorteio');
    expect(first.getByRole('button', { name: /^Finalizar/ })).toBeTruthy();
    expect(first.queryByRole('button', { name: /^Iniciar/ })).toBeNull();
    expect(second.getByRole('button', { name: /^Iniciar/ })).toBeTruthy();
    expect(second.getByText('Não informado')).toBeTruthy();
  });

  it("shows the server's reason when a second round is started", async () => {
    const reason = 'Já existe uma rodada em andamento neste evento. Finalize-a antes de iniciar outra.';
    const toastError = vi.spyOn(toast, 'error');
    openPage([round(10, 1, 'in_progress'), round(11, 2, 'not_started')], {
      'POST /api/rounds/11/start': jsonResponse(409, { error: reason }),
    });
    const second = within((await screen.findByRole('rowheader', { name: '#2' })).closest('tr')!);

    fireEvent.click(second.getByRole('button', { name: /^Iniciar/ }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(reason, expect.anything()));
  });

  it('asks before deleting a round', async () => {
    const fetchMock = openPage([round(11, 2, 'not_started')], {
      'DELETE /api/rounds/11': jsonResponse(200, { message: 'Rodada excluída' }),
    });
    const row = within((await screen.findByRole('rowheader', { name: '#2' })).closest('tr')!);

    fireEvent.click(row.getByRole('button', { name: /^Excluir/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Confirma a exclusão desta rodada?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/rounds/11')).toHaveLength(1));
  });
});
