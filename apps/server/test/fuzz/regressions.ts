import type { BodyCase } from './openapi-arbitraries';

/**
 * Requests that once gave a 5xx, kept so the fix stays (each came from a seed of the property below).
 */
export const regressions: {
  role: 'anonymous' | 'buyer' | 'admin';
  method: string;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: BodyCase;
}[] = [
  // seed 20261122: a NUL reached PostgreSQL in a text value (22021) and became a 500
  { role: 'admin', method: 'GET', path: '/api/pagarme/payment/status/{id}', params: { id: '\u0000' } },
  // seed 20261122: a multipart body cut short made busboy throw an error without a code, a 500
  {
    role: 'admin',
    method: 'POST',
    path: '/api/admin/images',
    body: { kind: 'raw', payload: 'texto', contentType: 'multipart/form-data; boundary=x' },
  },
  // seed 20261122 (schema check): a path segment that is not UTF-8 got Fastify's English {error, code, message}
  { role: 'admin', method: 'GET', path: '/api/rounds/{id}/winners', params: { id: '\uD800' } },
  // decisions.md §11: Date.parse took these as years 99999 and 275760; PostgreSQL refused them (22009) and the answer was a 500
  {
    role: 'admin',
    method: 'POST',
    path: '/api/events',
    body: { kind: 'json', value: { name: 'Bingo', start_date: '99999', rounds_count: 1 } },
  },
  {
    role: 'admin',
    method: 'POST',
    path: '/api/events',
    body: { kind: 'json', value: { name: 'Bingo', start_date: '+275760-09-13T00:00:00.000Z', rounds_count: 1 } },
  },
];
