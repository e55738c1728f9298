import crypto from 'node:crypto';
import { run } from './provided';

/** The user object of the API (what the web keeps in localStorage under 'user'). */
export interface ApiUser {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  [key: string]: unknown;
}
export interface Session {
  token: string;
  user: ApiUser;
}
export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A unique address per call, so tests never share users. */
export function uniqueEmail(prefix = 'comprador'): string {
  return `${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}@e2e.test`;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return { name: 'Maria Compradora', email: uniqueEmail(), password: 'senha-secreta-123', ...overrides };
}

export async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${run().baseURL}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers a buyer through POST /api/register; returns the account with its password. */
export async function registerViaApi(overrides: Partial<Account> = {}): Promise<Account & { user: ApiUser }> {
  const account = newAccount(overrides);
  const user = await api<ApiUser>('POST', '/register', account);
  return { ...account, user };
}

export function loginViaApi(email: string, password: string): Promise<Session> {
  return api<Session>('POST', '/login', { email, password });
}

/**
 * A token shaped like the server's (a signed JWT) that the server must refuse: expired an hour
 * ago and signed with a key the server does not have.
 */
export function expiredToken(userId: number): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = b64({ alg: 'HS256', typ: 'JWT' });
  const payload = b64({ sub: String(userId), iat: now - 7200, exp: now - 3600 });
  const signature = crypto.createHmac('sha256', 'not-the-server-secret').update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
