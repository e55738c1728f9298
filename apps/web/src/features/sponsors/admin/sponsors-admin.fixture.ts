import type { NumberReportEntry, Sponsor } from '@bingo/core';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';

// The Patrocinadores page's tests share this fake API: a list of two sponsors over three events.
export const sponsor = (over: Partial<Sponsor>): Sponsor => ({
  id: 1,
  sponsor_id: 1,
  event_id: 5,
  name: 'Padaria Pão Quente',
  contact_info: '(11) 3456-7890',
  image_id: null,
  image: null,
  logo_url: null,
  amount: 300,
  payment_method: 'PIX',
  payment_status: 'pago',
  payment_date: '2026-03-14',
  notes: null,
  numbers: [7, 22],
  created_at: '2026-03-01T12:00:00.000Z',
  ...over,
});
const padaria = sponsor({});
const farmacia = sponsor({ id: 2, name: 'Farmácia Saúde', payment_status: 'atrasado', amount: 1250.5, numbers: [] });
const mercado = sponsor({ id: 9, sponsor_id: 8, event_id: 6, name: 'Mercado de Julho', numbers: [37] });
const event = (id: number, name: string, status: string, start: string) => ({
  id,
  name,
  start_date: start,
  rounds_count: 2,
  status,
  card_price: 10,
});
// June runs tonight (the active event); July is next month; March is over.
const june = event(5, 'Noite de Junho', 'em_andamento', '2026-06-20T22:00:00.000Z');
const july = event(6, 'Noite de Julho', 'scheduled', '2026-07-18T22:00:00.000Z');
const march = event(4, 'Noite de Março', 'finalizado', '2026-03-14T22:00:00.000Z');
const report: NumberReportEntry[] = Array.from({ length: 75 }, (_, i) => ({
  number: i + 1,
  sponsorsCount: i === 6 ? 2 : i === 21 ? 1 : i === 40 ? 3 : 0,
}));

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
/** What the fake API was asked, and what it answers; a test may swap an answer. */
export const api = {
  calls: [] as Call[],
  reportAnswer: (): Response => jsonResponse(200, report),
  listAnswer: (): Response => jsonResponse(200, { items: [padaria, farmacia], total: 45 }),
  events: [] as ReturnType<typeof event>[],
};

/** Answers by method and path, as the API would; every call is recorded. */
export function serveApi() {
  api.calls = [];
  api.events = [july, june, march];
  api.reportAnswer = () => jsonResponse(200, report);
  api.listAnswer = () => jsonResponse(200, { items: [padaria, farmacia], total: 45 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      api.calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const route = `${method} ${url.pathname}`;
      if (route === 'GET /api/events') return jsonResponse(200, api.events);
      if (route === 'GET /api/events/active') return jsonResponse(200, api.events.includes(june) ? june : null);
      if (route === 'GET /api/admin/sponsors' && url.searchParams.get('event_id') === '6')
        return jsonResponse(200, { items: [mercado], total: 1 });
      if (route === 'GET /api/admin/sponsors' && url.searchParams.get('limit') === '1')
        return jsonResponse(200, { items: [padaria], total: 2 });
      if (route === 'GET /api/admin/sponsors') return api.listAnswer();
      if (route === 'POST /api/admin/sponsors/copy')
        return jsonResponse(200, { copied: 2, skipped: 0, message: '2 patrocinadores copiados.' });
      if (route === 'GET /api/admin/sponsors/numbers/report') return api.reportAnswer();
      if (route === 'GET /api/admin/sponsors/1/numbers') return jsonResponse(200, { numbers: [7, 22] });
      if (route === 'POST /api/admin/sponsors/1/numbers') return jsonResponse(200, { numbers: [5, 7, 22] });
      if (route === 'DELETE /api/admin/sponsors/1/numbers/7') return jsonResponse(200, { numbers: [22] });
      if (route === 'POST /api/admin/sponsors') return jsonResponse(201, sponsor({ id: 3, ...(body as object) }));
      return jsonResponse(404, { error: 'Rota não encontrada.' });
    }),
  );
}
export const listQueries = () =>
  api.calls
    .filter((c) => c.method === 'GET' && c.path === '/api/admin/sponsors' && c.query.get('limit') !== '1')
    .map((c) => Object.fromEntries(c.query));
export const reportEvents = () =>
  api.calls.filter((c) => c.path === '/api/admin/sponsors/numbers/report').map((c) => c.query.get('event_id'));

export const norm = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

/** Signs the admin in and opens Patrocinadores; `arrange` swaps answers before the first read. */
export function renderPage(arrange: () => void = () => {}) {
  markVisited();
  signIn(admin);
  serveApi();
  arrange();
  renderApp('/admin/patrocinadores');
}

export async function openPage() {
  renderPage();
  await screen.findByText('Padaria Pão Quente');
}
