import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { DrawNumberForm } from './DrawNumberForm';

const DRAW = 'POST /api/rounds/5/draw';

function renderForm(drawn: number[] = []) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DrawNumberForm roundId={5} drawn={new Set(drawn)} />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Número sorteado');
  const enter = (value: string) => {
    fireEvent.input(input, { target: { value } });
    // What Enter does in a browser (jsdom has no implicit submission).
    fireEvent.submit(input.closest('form')!);
  };
  return { input, enter };
}

describe('DrawNumberForm', () => {
  it.each(['', '0', '76', '7.5', 'x'])('refuses %j with the spec message and sends nothing', async (value) => {
    const fetchMock = routeFetch({});
    const { enter } = renderForm();

    enter(value);

    expect(await screen.findByText('Número deve estar entre 1 e 75.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts focused, sends the ball, then clears and refocuses for the next one', async () => {
    const fetchMock = routeFetch({ [DRAW]: jsonResponse(201, { id: 1, number: 7, drawn_at: '2025-01-01T20:00:00Z' }) });
    const { input, enter } = renderForm();
    expect(document.activeElement).toBe(input);

    input.blur();
    enter('7');

    await waitFor(() => expect(input.value).toBe(''));
    expect(document.activeElement).toBe(input);
    expect(callsTo(fetchMock, DRAW)).toEqual([{ number: 7 }]);
  });

  it('refuses a ball already drawn without asking the server', async () => {
    const fetchMock = routeFetch({});
    const { input, enter } = renderForm([7]);

    enter('7');

    expect(await screen.findByText('Número já sorteado nesta rodada.')).toBeTruthy();
    expect(input.value).toBe('7');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the typed number when the server refuses it', async () => {
    const fetchMock = routeFetch({ [DRAW]: jsonResponse(409, { error: 'Número já sorteado nesta rodada.' }) });
    const { input, enter } = renderForm();

    enter('12');

    await waitFor(() => expect(callsTo(fetchMock, DRAW)).toHaveLength(1));
    // Selected, so the corrected number typed next replaces it.
    await waitFor(() => expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]));
    expect(input.value).toBe('12');
  });
});
