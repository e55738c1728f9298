import { controlHolderText, notInControlMessage, type Round } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';

/**
 * The round panel keeps the balls it has not yet stored in the browser (docs/decisions/023), and
 * only the panel holding the round's control draws (decisions.md §14).
 */
const running: Round = {
  id: 5,
  event_id: 1,
  number: 2,
  prize: 'Smart TV',
  type: '',
  notes: null,
  status: 'in_progress',
  started_at: null,
  finished_at: null,
  stages: [],
  acumulado: false,
};
const since = '2026-11-26T23:31:00Z';
const otherPanel = { holder: { panel_id: 'outro-painel-99', name: 'Ana Caller', since } };

function openPanel(routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({
    'GET /api/rounds/5': jsonResponse(200, running),
    'GET /api/rounds/5/drawn-numbers': jsonResponse(200, []),
    // The panel follows the live state like the telão: the stream down, it polls GET /live.
    'GET /api/events/1/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/1/live': jsonResponse(200, { version: 1 }),
    'GET /api/rounds/5/control': jsonResponse(200, { holder: null }),
    'POST /api/rounds/5/draw': ({ body }) =>
      jsonResponse(201, { id: 40 + (body as { number: number }).number, number: (body as { number: number }).number, drawn_at: since }),
    ...routes,
  });
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos/1/rodadas/5/sorteio');
  return fetchMock;
}

const sentKeys = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/rounds/5/draw'))
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
const stored = () => JSON.parse(window.localStorage.getItem(storageKeys.drawQueue(5)) ?? '[]') as { number: number }[];

async function type(value: string) {
  const input = await screen.findByLabelText<HTMLInputElement>('Número sorteado');
  fireEvent.input(input, { target: { value } });
  fireEvent.submit(input.closest('form')!);
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the panel’s queue survives a reload', () => {
  it('sends the balls kept from before the reload, in order, each with its own key, once', async () => {
    const queue = [
      { number: 17, key: 'chave-bola-17-aaaa' },
      { number: 3, key: 'chave-bola-3-bbbbb' },
    ];
    window.localStorage.setItem(storageKeys.drawQueue(5), JSON.stringify(queue));
    const fetchMock = openPanel();

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/draw')).toHaveLength(2));
    expect(callsTo(fetchMock, 'POST /api/rounds/5/draw')).toEqual([{ number: 17 }, { number: 3 }]);
    expect(sentKeys(fetchMock)).toEqual(['chave-bola-17-aaaa', 'chave-bola-3-bbbbb']);
    await waitFor(() => expect(stored()).toEqual([]));
    expect(callsTo(fetchMock, 'POST /api/rounds/5/draw')).toHaveLength(2);
  });

  it('keeps a typed ball in the browser until the server has stored it', async () => {
    let answer: (r: Response) => void = () => {};
    openPanel({ 'POST /api/rounds/5/draw': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await type('38');
    await waitFor(() => expect(stored()).toMatchObject([{ number: 38 }]));
    answer(jsonResponse(201, { id: 1, number: 38, drawn_at: since }));
    await waitFor(() => expect(stored()).toEqual([]));
  });
});

describe('one caller at a time', () => {
  it('names who is drawing and takes the control over after a confirmation', async () => {
    const fetchMock = openPanel({
      'GET /api/rounds/5/control': jsonResponse(200, otherPanel),
      'POST /api/rounds/5/control': ({ body }) =>
        jsonResponse(200, { holder: { panel_id: (body as { panel_id: string }).panel_id, name: 'Bia', since } }),
    });
    expect(await screen.findByText(controlHolderText('Ana Caller', since))).toBeTruthy();
    expect(controlHolderText('Ana Caller', since)).toMatch(/^Ana Caller está sorteando desde \d\d:\d\d$/);

    fireEvent.click(screen.getByRole('button', { name: 'Assumir o controle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ana Caller deixa de sortear/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/rounds/5/control')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assumir o controle' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/control')).toHaveLength(1));
    const panel = window.sessionStorage.getItem('draw_panel_5');
    expect(panel).toMatch(/^[0-9a-f]{32}$/);
    expect(callsTo(fetchMock, 'POST /api/rounds/5/control')).toEqual([{ panel_id: panel }]);
    await waitFor(() => expect(screen.queryByText(controlHolderText('Ana Caller', since))).toBeNull());
  });

  it('shows a ball refused for lack of control and keeps it until the operator discards it', async () => {
    const refusal = notInControlMessage('Ana Caller', since);
    openPanel({
      'GET /api/rounds/5/control': jsonResponse(200, otherPanel),
      'POST /api/rounds/5/draw': jsonResponse(409, { error: refusal }),
    });
    await type('38');

    expect(await screen.findByText('1 bola não foi sorteada: U 38')).toBeTruthy();
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(stored()).toMatchObject([{ number: 38, refusal }]);

    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByText('1 bola não foi sorteada: U 38')).toBeNull());
    expect(stored()).toEqual([]);
  });
});
