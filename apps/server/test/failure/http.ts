import { ADMIN } from './server-process';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field in the tests */
export interface Reply {
  status: number;
  body: any;
  ms: number;
}

/** One HTTP call to a server process; a network failure (killed server) rejects. */
export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : null,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, body, ms: performance.now() - started };
}

/** Calls and insists on the expected status, with the answer in the error. */
export async function expectStatus(status: number, reply: Promise<Reply>): Promise<any> {
  const r = await reply;
  if (r.status !== status) throw new Error(`esperado ${status}, veio ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function signIn(base: string, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const body = await expectStatus(200, call(base, 'POST', '/api/login', { body: { email, password } }));
  return body.token as string;
}
