import type { Round } from '@bingo/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
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
  return screen.getByRole('button');
}

describe('RoundLifecycleButtons', () => {
  it.each([
    ['not_started', 'Iniciar a rodada #2'],
    ['in_progress', 'Finalizar a rodada #2'],
    ['finished', 'Reabrir a rodada #2'],
  ] as const)('while %s offers only "%s"', (status, name) => {
    expect(renderButtons(status).textContent).toBe(name);
  });

  it('finishes a running round through POST /rounds/:id/finish', async () => {
    const fetchMock = routeFetch({ 'POST /api/rounds/5/finish': jsonResponse(200, { ...round, status: 'finished' }) });
    fireEvent.click(renderButtons('in_progress'));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/rounds/5/finish')).toHaveLength(1));
  });
});
