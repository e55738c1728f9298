import type { PhysicalCard, User } from '@bingo/core';
import { jsonResponse } from '../../test/helpers';
import { routeFetch, type RoutedRequest } from '../../test/route-fetch';

/** Test data and a fake API for the physical cards screen's tests. */

export const numbers = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];

export const card = (over: Partial<PhysicalCard> = {}): PhysicalCard => ({
  id: 101,
  event_id: 1,
  event_name: 'Bingo da Paróquia',
  event_status: 'em_andamento',
  numbers,
  status: 'física',
  lote: 'Lote Paróquia',
  barcode: '2000000001011',
  full_name: null,
  contact: null,
  address: null,
  physical_sale: null,
  claimed_by: null,
  claim_locked: false,
  batch_seller: null,
  voided: null,
  ...over,
});

export const unsold = card();
export const sold = card({
  id: 102,
  barcode: '2000000001028',
  full_name: 'Maria Aparecida',
  contact: '(11) 98888-7777',
  physical_sale: { id: 9, user_id: 7, user_name: 'Zé Vendedor' },
});

const user = (id: number, name: string): User => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@bingo.local`,
  is_admin: false,
  is_affiliate: false,
  active: true,
  code: null,
  phone: null,
  document: null,
  createdAt: '2026-01-01T12:00:00.000Z',
});
export const ze = user(7, 'Zé Vendedor');
export const joana = user(8, 'Joana Vendedora');
export const joao = user(9, 'João Vendedor');
const people = [joana, joao, ze];

/** Users whose name contains the query's name, ignoring case, as GET /admin/users does. */
function searchUsers({ url }: RoutedRequest): Response {
  const name = (url.searchParams.get('name') ?? '').toLowerCase();
  const items = people.filter((u) => u.name.toLowerCase().includes(name));
  return jsonResponse(200, { items, total: items.length });
}

/** The screen's API: 45 physical cards (3 pages), two batch names, three users; `extra` adds or overrides routes. */
export function serveCardsApi(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /api/cards/all': jsonResponse(200, { items: [unsold, sold], total: 45 }),
    'GET /api/cards/lotes': jsonResponse(200, ['Lote Paróquia', 'Lote Escola']),
    'GET /api/admin/users': searchUsers,
    'GET /api/events/active': jsonResponse(200, null),
    ...extra,
  });
}

/** The query strings of the list requests made so far, in order. */
export function listQueries(fetchMock: ReturnType<typeof routeFetch>): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
    .filter(({ url, method }) => method === 'GET' && url.pathname === '/api/cards/all')
    .map(({ url }) => Object.fromEntries(url.searchParams));
}
