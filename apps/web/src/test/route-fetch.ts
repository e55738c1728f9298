import { vi } from 'vitest';

export interface RoutedRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = Response | ((request: RoutedRequest) => Response | Promise<Response>);

/**
 * Replaces fetch with answers chosen by 'METHOD /path' (e.g. 'GET /api/rounds/5'), for screens
 * that make several calls in no fixed order. Anything else answers like an unknown API route.
 */
export function routeFetch(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) return new Response('{"error":"Rota não encontrada."}', { status: 404 });
    if (answer instanceof Response) return answer.clone();
    return answer({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one route, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof routeFetch>, route: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === route)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}
