import { ROUND_REOPEN_REASON_REQUIRED, type Round } from '@bingo/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { roundKeys } from '../lib/round-lifecycle';
import { jsonResponse } from '../test/helpers';
import { callsTo, routeFetch } from '../test/route-fetch';
import { RoundLifecycleButtons } from './RoundLifecycleButtons';

const round = { id: 5, event_id: 1, number: 2 };

function renderButtons(status: Round['status']) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RoundLifecycleButtons round={{ ...round, status }} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: /a rodada #2$/ });
}

/** The buttons as the round panel holds them: the status comes from the round's query, which the
 *  answer updates at once and then refreshes. */
function PanelButtons() {
  const { data } = useQuery({
    queryKey: roundKeys.round(5),
    queryFn: () => fetch('/api/rounds/5').then((r) => r.json() as Promise<Round>),
  });
  return data ? <RoundLifecycleButtons round={data} /> : null;
}

describe('RoundLifecycleButtons', () => {
  it.each([
    ['not_started', 'Iniciar a rodada #2'],
    ['in_progress', 'Finalizar a rodada #2'],
    ['finished', 'Reabrir a rodada #2'],
  ] as const)('while %s offers only "%s"', (status, name) => {
    expect(renderButtons(status).textContent).toBe(name);
  });

  it('finishes a running round through POST /rounds/:id/finish, after a confirmation', async () => {
    const fetchMock = routeFetch({ 'POST /api/rounds/5/finish': jsonResponse(200, { ...round, status: 'finished' }) });
    fireEvent.click(renderButtons('in_progress'));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar rodada' });
    expect(dialog.textContent).toContain('Finalizar a rodada #2? Nenhuma bola poderá ser sorteada até ela ser reaberta.');
    expect(callsTo(fetchMock, 'POST /api/rounds/5/finish')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/finish')).toHaveLength(1));
    // The dialog's closing transition ends before the test does (its timer must not outlive jsdom).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not finish when the confirmation is cancelled', async () => {
    const fetchMock = routeFetch({ 'POST /api/rounds/5/finish': jsonResponse(200, { ...round, status: 'finished' }) });
    fireEvent.click(renderButtons('in_progress'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/rounds/5/finish')).toHaveLength(0);
  });

  it('asks before reopening: a reason typed and then cancelled reopens nothing, and is gone when asked again', async () => {
    const fetchMock = routeFetch({ 'POST /api/rounds/5/reopen': jsonResponse(200, { ...round, status: 'in_progress' }) });
    const button = renderButtons('finished');
    fireEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Reabrir a rodada #2' });
    fireEvent.change(within(dialog).getByLabelText('Motivo da reabertura'), { target: { value: 'Engano' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Reabrir a rodada #2' });
    // Opened again, it starts empty: the cancelled reason is not sent by a later click.
    expect((within(dialog).getByLabelText('Motivo da reabertura') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/rounds/5/reopen')).toHaveLength(0);
  });

  it('starts a round at once, without a question', async () => {
    const fetchMock = routeFetch({ 'POST /api/rounds/5/start': jsonResponse(200, { ...round, status: 'in_progress' }) });
    fireEvent.click(renderButtons('not_started'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/start')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopens a finished round only with a reason, sent to POST /rounds/:id/reopen', async () => {
    const fetchMock = routeFetch({ 'POST /api/rounds/5/reopen': jsonResponse(200, { ...round, status: 'in_progress' }) });
    fireEvent.click(renderButtons('finished'));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir a rodada #2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    expect(await within(dialog).findByText(ROUND_REOPEN_REASON_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/rounds/5/reopen')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Motivo da reabertura'), { target: { value: ' Bola 15 cantada como 75 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/reopen')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/rounds/5/reopen')).toEqual([{ reason: 'Bola 15 cantada como 75' }]);
    expect(callsTo(fetchMock, 'POST /api/rounds/5/start')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['finished', 'reopen', 'in_progress', 'Reabrir a rodada #2', 'Reabrir', 'Finalizar rodada'],
    ['in_progress', 'finish', 'finished', 'Finalizar rodada', 'Finalizar', 'Reabrir a rodada #2'],
  ] as const)(
    'while the round is %s, its answer does not open the opposite question while the round refreshes',
    async (status, action, after, asked, confirm, opposite) => {
      let refreshed: (r: Response) => void = () => {};
      const fetchMock = routeFetch({
        'GET /api/rounds/5': () => new Promise<Response>((resolve) => (refreshed = resolve)),
        [`POST /api/rounds/5/${action}`]: jsonResponse(200, { ...round, status: after }),
      });
      const client = createQueryClient();
      client.setQueryData(roundKeys.round(5), { ...round, status });
      render(
        <QueryClientProvider client={client}>
          <PanelButtons />
        </QueryClientProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: /a rodada #2$/ }));
      const dialog = await screen.findByRole('dialog', { name: asked });
      const reason = within(dialog).queryByLabelText('Motivo da reabertura');
      if (reason) fireEvent.change(reason, { target: { value: 'Bola 23 cantada como 28' } });
      fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(callsTo(fetchMock, 'GET /api/rounds/5')).toHaveLength(1));
      // The round already shows its new status; the refresh has not come back.
      await screen.findByRole('button', { name: new RegExp(`^${after === 'finished' ? 'Reabrir' : 'Finalizar'} a rodada #2$`) });
      expect(screen.queryByRole('dialog', { name: opposite })).toBeNull();
      refreshed(jsonResponse(200, { ...round, status: after }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
