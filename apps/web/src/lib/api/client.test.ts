import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { jsonResponse, mockFetch } from '../../test/helpers';
import { apiClient, routePath } from './client';

describe('typed API client', () => {
  it('fills path params (encoded), drops empty query values and answers the JSON body', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { id: 'pedido/1', status: 'paid' }));
    const reply = await apiClient.GET('/api/pagarme/payment/status/{id}', { params: { path: { id: 'pedido/1' } } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/pagarme/payment/status/pedido%2F1');
    expect(reply).toEqual({ id: 'pedido/1', status: 'paid' });

    const rankingFetch = mockFetch(jsonResponse(200, { data: [], total: 0 }));
    await apiClient.GET('/api/rounds/{id}/ranking', { params: { path: { id: 5 }, query: { page: 2, search: '' } } });
    expect(rankingFetch.mock.calls[0]?.[0]).toBe('/api/rounds/5/ranking?page=2');
  });

  it('sends the method and the JSON body, and maps a failure to ApiError like every call', async () => {
    const fetchMock = mockFetch(jsonResponse(409, { error: 'Este cupom está inativo.' }));
    const failure = await apiClient
      .PATCH('/api/cupons/{id}/ativar', { params: { path: { id: 3 } }, body: { ativo: false } })
      .catch((e: unknown) => e);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cupons/3/ativar');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"ativo":false}');
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Este cupom está inativo.');
  });

  it('builds a raw path for downloads and streams', () => {
    expect(routePath('/api/cards/pdf-by-batch/{batchId}', { batchId: 7 })).toBe('/cards/pdf-by-batch/7');
  });
});
