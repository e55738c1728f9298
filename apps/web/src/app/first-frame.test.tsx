import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BingoEvent } from '@bingo/core';
import { markVisited, renderApp } from '../test/helpers';
import { liveState } from '@bingo/core/testing';
import { firstFrame, resetFirstFrame } from '../lib/first-frame';

const activeEvent: BingoEvent = {
  id: 4,
  name: 'Bingo da Paróquia',
  start_date: '2025-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};

/** The page as the server sends it (apps/server plugins/app-page.ts): every '<' of the JSON escaped. */
function pageCarries(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-frame';
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(script);
  resetFirstFrame();
}

/** A network that never answers: what shows came from the page. */
function silentNetwork() {
  const fetchMock = vi.fn((_input: RequestInfo | URL) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  document.getElementById('first-frame')?.remove();
  resetFirstFrame();
});

describe('the first frame the page carries (docs/decisions/037)', () => {
  it('/comprar shows the event and its price without asking for the events on sale', async () => {
    markVisited();
    const name = 'Bingo </script> <da> Paróquia';
    pageCarries({ open_events: [{ ...activeEvent, name }] });
    const fetchMock = silentNetwork();
    renderApp('/comprar');
    expect(await screen.findByText(`${name} ·`, { exact: false })).toBeTruthy();
    expect(screen.getAllByText('R$ 10,00').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/events/open'))).toBe(false);
  });

  it("a visitor's /verificacao/{id} shows the event and the board before the live state arrives", async () => {
    markVisited();
    pageCarries({ live: liveState({ drawn: [5, 19, 65], last_number: 65, last_letter: 'E' }) });
    silentNetwork();
    renderApp('/verificacao/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bingo da Paróquia' })).toBeTruthy();
    expect(screen.getByText('3 de 75 números sorteados')).toBeTruthy();
  });

  it("another event's state in the page is not shown under this one", async () => {
    markVisited();
    pageCarries({ live: liveState({ event: { id: 2, name: 'Outro bingo', status: 'em_andamento' } }) });
    const fetchMock = silentNetwork();
    renderApp('/verificacao/1');
    // The screen is up once it asks for the stream.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(screen.queryByText('Outro bingo')).toBeNull();
  });

  it('is empty when the page carries nothing or something unreadable', () => {
    expect(firstFrame()).toEqual({});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-frame';
    script.textContent = '{quebrado';
    document.body.append(script);
    resetFirstFrame();
    expect(firstFrame()).toEqual({});
  });
});
