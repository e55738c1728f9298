import { connectionFailed, msg, sessionExpired } from '@bingo/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, buyer, jsonResponse, mockFetch, signIn } from '../test/helpers';
import { api, toApiError } from './api-client';
import { ApiError } from './api-error';
import { setNavigator } from './navigation';
import { notifyError } from './notify';
import { getSession, replaceSessionToken } from './session';

vi.mock('./notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`esperava ApiError, veio ${String(error)}`);
  return error;
}

describe('api client: requests', () => {
  it('sends JSON with the Bearer token under /api and drops empty query values', async () => {
    signIn(buyer, 'abc.def');
    const fetchMock = mockFetch(jsonResponse(200, { ok: true }));

    await api.get('/admin/users', { page: 1, name: '', email: undefined, active: false });
    await api.post('/login', { email: 'a@b.c' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/users?page=1&active=false');
    const [, init] = fetchMock.mock.calls[1] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer abc.def');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.c"}');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    await api.get('/events/active');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });
});

describe('api client: error mapping (spec §8)', () => {
  it.each([
    ['the server error field', 409, '{"error":"Este email já está cadastrado."}', 'Este email já está cadastrado.', true],
    ['the message field', 400, '{"message":"Dados inválidos."}', 'Dados inválidos.', true],
    ['a raw string body', 502, 'Servidor em manutenção', 'Servidor em manutenção', true],
    ['a JSON string body', 400, '"Texto do servidor"', 'Texto do servidor', true],
    ['an empty body', 500, '', 'Erro 500', false],
    ['an HTML error page', 502, '<html><body>Bad gateway</body></html>', 'Erro 502', false],
    ['an object without a message', 418, '{"foo":1}', 'Erro 418', false],
  ])('uses %s', (_case, status, body, message, fromServer) => {
    const error = toApiError(status, body);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.fromServer).toBe(fromServer);
  });

  it('turns a non-2xx answer into an ApiError', async () => {
    mockFetch(jsonResponse(409, { error: 'Este email já está cadastrado.' }));
    const error = await failure(api.post('/register', {}));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Este email já está cadastrado.');
  });

  it('reports a network failure as a connection problem', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(api.get('/auth/me'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(connectionFailed);
  });
});

describe('api client: session rules (spec §4)', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    vi.mocked(notifyError).mockReset();
    setNavigator(navigate);
  });

  it('signs out on a 401 about the token: clears all storage, warns, goes to /login', async () => {
    signIn(buyer);
    window.localStorage.setItem('has_visited', '1');
    mockFetch(jsonResponse(401, { error: msg.tokenInvalid }));

    const error = await failure(api.get('/auth/me'));

    expect(error.handled).toBe(true);
    expect(getSession()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(notifyError).toHaveBeenCalledWith(sessionExpired);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each(['jwt expired', 'Unauthorized', 'NÃO AUTORIZADO'])('matches "%s" case-insensitively', async (text) => {
    signIn(buyer);
    mockFetch(jsonResponse(401, { error: text }));
    await failure(api.get('/cards'));
    expect(getSession()).toBeNull();
  });

  it('keeps the session on a 401 from the login post itself', async () => {
    signIn(buyer);
    mockFetch(jsonResponse(401, { error: 'Não autorizado: token inválido ou expirado.' }));
    const error = await failure(api.post('/login', {}));
    expect(error.handled).toBe(false);
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 that is not about the token', async () => {
    signIn(buyer);
    mockFetch(jsonResponse(401, { error: 'Senha atual incorreta.' }));
    await failure(api.post('/auth/change-password', {}));
    expect(getSession()).not.toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 for a token replaced while the request was in flight (password change)', async () => {
    signIn(buyer, 'old.token');
    mockFetch(() => {
      // The change-password answer arrives first: this device now holds the new token.
      replaceSessionToken('new.token');
      return jsonResponse(401, { error: msg.tokenInvalid });
    });
    const error = await failure(api.get('/auth/me'));
    expect(error.handled).toBe(true);
    expect(getSession()?.token).toBe('new.token');
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing on a 401 when no token was held', async () => {
    mockFetch(jsonResponse(401, { error: msg.tokenMissing }));
    await failure(api.get('/auth/me'));
    expect(navigate).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('signs out on any 403 with "Acesso negado."', async () => {
    signIn(admin);
    mockFetch(jsonResponse(403, { error: msg.forbidden }));

    const error = await failure(api.delete('/admin/users/9'));

    expect(error.handled).toBe(true);
    expect(getSession()).toBeNull();
    expect(notifyError).toHaveBeenCalledWith(msg.forbidden);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the session on a 403 that says what is refused (a seller and another seller’s card)', async () => {
    signIn(admin);
    mockFetch(jsonResponse(403, { error: 'Esta cartela não é de um lote seu.' }));

    const error = await failure(api.post('/physical-sales', { card_id: 1, user_id: 1 }));

    expect(error.handled).toBeFalsy();
    expect(error.message).toBe('Esta cartela não é de um lote seu.');
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
