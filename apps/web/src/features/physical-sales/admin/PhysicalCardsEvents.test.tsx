import type { BingoEvent } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import type { RoutedRequest } from '../../../test/route-fetch';
import { card, listQueries, serveCardsApi } from '../physical-test-data';

// Tonight runs; next month's night already has its paper cards; both have a 'Lote 1'.
const tonight: BingoEvent = {
  id: 1,
  name: 'Bingo da Paróquia',
  start_date: '2026-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};
const july: BingoEvent = { ...tonight, id: 2, name: 'Bingo de Julho', start_date: '2026-07-12T22:30:00.000Z', status: 'scheduled' };
const lotesOf: Record<string, string[]> = { '1': ['Lote 1', 'Lote Paróquia'], '2': ['Lote 1', 'Lote Escola'] };
const lotes = ({ url }: RoutedRequest) =>
  jsonResponse(200, lotesOf[url.searchParams.get('event_id') ?? ''] ?? ['Lote 1', 'Lote Escola', 'Lote Paróquia']);

async function openPage() {
  markVisited();
  signIn(admin);
  const fetchMock = serveCardsApi({
    'GET /api/events/active': jsonResponse(200, tonight),
    'GET /api/events': jsonResponse(200, [july, tonight]),
    'GET /api/cards/lotes': lotes,
    'GET /api/cards/all': jsonResponse(200, { items: [card({ event_name: tonight.name, lote: 'Lote 1' })], total: 1 }),
  });
  renderApp('/admin/cartelas/fisicas');
  await screen.findByRole('rowheader', { name: 'Cartela 101' });
  return fetchMock;
}

const filters = () => within(screen.getByRole('search', { name: 'Filtrar cartelas físicas' }));
const eventFilter = () => filters().getByLabelText<HTMLSelectElement>('Evento');
const loteFilter = () => filters().getByLabelText<HTMLSelectElement>('Lote');
const loteNames = () => [...loteFilter().options].map((o) => o.text);

describe('Cartelas Físicas per event', () => {
  it("opens on the active event's cards, with an Evento column and that event's lotes", async () => {
    const fetchMock = await openPage();
    // One request, already for tonight: the list waited for the active event.
    expect(listQueries(fetchMock)).toEqual([{ page: '1', limit: '20', status: 'física', event_id: '1' }]);
    expect(eventFilter().value).toBe('1');
    const row = within(screen.getByRole('rowheader', { name: 'Cartela 101' }).closest('tr')!);
    expect(row.getByText('Bingo da Paróquia')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Evento' })).toBeTruthy();
    await waitFor(() => expect(loteNames()).toEqual(['Todos', 'Lote 1', 'Lote Paróquia']));
  });

  it('another event offers its own lotes, drops the lote chosen for the first, and filters by both', async () => {
    const fetchMock = await openPage();
    await waitFor(() => expect(loteNames()).toContain('Lote Paróquia'));
    fireEvent.change(loteFilter(), { target: { value: 'Lote Paróquia' } });

    fireEvent.change(eventFilter(), { target: { value: '2' } });
    expect(loteFilter().value).toBe('');
    await waitFor(() => expect(loteNames()).toEqual(['Todos', 'Lote 1', 'Lote Escola']));
    fireEvent.change(loteFilter(), { target: { value: 'Lote 1' } });
    fireEvent.click(filters().getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', event_id: '2', lote: 'Lote 1' }),
    );

    // Every event: no event_id; Limpar goes back to tonight.
    fireEvent.change(eventFilter(), { target: { value: '' } });
    fireEvent.click(filters().getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física' }));
    fireEvent.click(filters().getByRole('button', { name: 'Limpar' }));
    expect(eventFilter().value).toBe('1');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', event_id: '1' }));
  });
});
