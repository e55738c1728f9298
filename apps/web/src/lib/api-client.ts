import { ApiError, connectionError } from './api-error';
import { getSession } from './session';
import { applySessionRules } from './session-rules';

/** The only place that calls fetch: base path, JSON, Bearer token, error mapping, session rules. */
export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Empty values are dropped (spec §5: "Empty filter values are dropped from queries"). */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra headers, e.g. If-None-Match or Accept: text/event-stream. */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * fetch with the app's base path, Bearer token and error rules, answering the raw Response (2xx,
 * or 304 to a conditional GET). For callers that need more than a JSON body: headers such as
 * ETag, or a streamed body (the live screens' polling and Server-Sent Events).
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const token = getSession()?.token ?? null;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw connectionError();
  }
  if (!response.ok && response.status !== 304) {
    const error = toApiError(response.status, await response.text().catch(() => ''));
    applySessionRules(error, { method, path, token });
    throw error;
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text().catch(() => '');
  return (text ? parseJson(text) : undefined) as T;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Server `error` or `message` field, else a plain-text body, else 'Erro {status}' (spec §8). */
export function toApiError(status: number, text: string): ApiError {
  const parsed = parseJson(text);
  if (parsed && typeof parsed === 'object') {
    const { error, message } = parsed as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return new ApiError(status, error, true);
    if (typeof message === 'string' && message) return new ApiError(status, message, true);
  }
  const raw = typeof parsed === 'string' ? parsed.trim() : '';
  // A proxy's HTML error page is not a message anyone should read in a toast.
  if (raw && !raw.startsWith('<')) return new ApiError(status, raw.slice(0, 300), true);
  return new ApiError(status, `Erro ${status}`, false);
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
