import { prizeMessages, type Round, type RoundPrize } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';

// decisions.md §15, docs/decisions/035: the organiser sees each winner's prize and acts on it.

const round: Round = {
  id: 5,
  event_id: 1,
  number: 2,
  prize: 'Bicicleta',
  type: '',
  notes: null,
  status: 'finished',
  started_at: null,
  finished_at: null,
  acumulado: false,
  stages: [
    {
      kind: 'quina',
      prize: 'Cesta básica',
      won: true,
      ball_seq: 7,
      ball: 52,
      winners: [
        { card_id: 8, name: 'Ana Vitória' },
        { card_id: 9, name: 'Beto Lima' },
      ],
    },
    { kind: 'cartela_cheia', prize: 'Bicicleta', won: false, ball_seq: null, ball: null, winners: [] },
  ],
};
const mark = {
  action: 'delivered' as const,
  received_by: 'Maria da Silva',
  received_at: '2026-12-21T00:40:00.000Z',
  photo_image_id: null,
  reason: null,
  marked_by: 'Admin',
  marked_at: '2026-12-21T00:41:00.000Z',
};
const prize = (card_id: number, name: string, extra: Partial<RoundPrize>): RoundPrize => ({
  stage: 'quina',
  prize: 'Cesta básica',
  card_id,
  name,
  voided: null,
  delivery: null,
  can_undo: false,
  history: [],
  ...extra,
});

function openPanel() {
  const fetchMock = routeFetch({
    'GET /api/rounds/5': jsonResponse(200, round),
    'GET /api/rounds/5/drawn-numbers': jsonResponse(200, []),
    'GET /api/events/1/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/events/1/live': jsonResponse(200, { version: 1 }),
    'GET /api/rounds/5/winners': jsonResponse(200, []),
    'GET /api/rounds/5/prizes': jsonResponse(200, [
      prize(8, 'Ana Vitória', { delivery: mark, can_undo: true, history: [mark] }),
      prize(9, 'Beto Lima', { voided: { reason: 'Cartela roubada', at: '2026-12-21T00:50:00.000Z', by: 'Admin' } }),
    ]),
    'POST /api/rounds/5/prizes/void': jsonResponse(200, prize(8, 'Ana Vitória', {})),
  });
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos/1/rodadas/5/sorteio');
  return fetchMock;
}

describe('Painel da Rodada: Prêmios', () => {
  it('shows the delivery and the void as badges, keeps the voided winner without actions, and asks a reason before voiding', async () => {
    const fetchMock = openPanel();
    const prizes = await screen.findByRole('region', { name: 'Prêmios' });
    const delivered = await within(prizes).findByTestId('premio-quina-8');
    expect(delivered.textContent).toContain('Prêmio entregue a Maria S. em 20/12 21:40');
    const voided = within(prizes).getByTestId('premio-quina-9');
    expect(voided.textContent).toContain('Anulado: Cartela roubada');
    expect(within(voided).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(within(delivered).getByRole('button', { name: /^Anular ganhador/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ganhador' }));
    expect(await within(dialog).findByText(prizeMessages.voidReasonRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/rounds/5/prizes/void')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Motivo da anulação'), { target: { value: 'Desistiu do prêmio' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ganhador' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/rounds/5/prizes/void')).toEqual([{ stage: 'quina', card_id: 8, reason: 'Desistiu do prêmio' }]),
    );
    // The panel's page loads lazily: on a loaded machine the first render alone may take seconds.
  }, 30_000);
});
