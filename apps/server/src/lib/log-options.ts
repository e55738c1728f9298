import { posix } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

/** Query parameter names that carry a secret: the webhook's token, a reset link's token. */
const SECRET_PARAM = /token|password|secret|signature|^key$/i;

/** The path whose every following part is a secret: the webhook's token as a path segment. */
const WEBHOOK_PATH = 'pagarme/webhook';

/** Percent-escapes decoded until none is left (double encoding too); a broken escape stays as written. */
function decodeFully(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    const next = current.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) return next;
    current = next;
  }
  return current;
}

/**
 * The path as a router might read it, to find the webhook in any of its spellings: escapes
 * decoded, any case, backslashes, doubled slashes, `;` parameters and dot segments.
 */
function readablePath(path: string): string {
  const plain = decodeFully(path).toLowerCase().replace(/[\\;]/g, '/');
  return posix.normalize(plain.replace(/\/{2,}/g, '/'));
}

function redactPath(path: string): string {
  const readable = readablePath(path);
  const at = readable.indexOf(WEBHOOK_PATH);
  if (at < 0) return path;
  const end = at + WEBHOOK_PATH.length;
  return readable.slice(end).replace(/^\/$/, '') === '' ? path : `${readable.slice(0, end)}/[oculto]`;
}

function redactQuery(query: string): string {
  // `&` and `;` both separate parameters for some parsers: a secret after either is hidden.
  return query
    .split(/([&;])/)
    .map((part) => {
      if (part === '&' || part === ';') return part;
      const eq = part.indexOf('=');
      if (eq < 0) return part;
      const name = part.slice(0, eq);
      return SECRET_PARAM.test(decodeFully(name).replace(/\[\]$/, '')) ? `${name}=[oculto]` : part;
    })
    .join('');
}

/**
 * A URL as the request log may show it: secrets that travel in the query string (the payment
 * provider's webhook token, a password link's token) or in the webhook's path are replaced, in
 * whatever spelling they came (escaped, doubled slashes, `;`), so log readers and log collectors
 * never hold a usable one. `secrets` are values never to be shown wherever they appear (the
 * configured webhook token): a URL holding one, however escaped, is logged decoded with it hidden.
 */
export function redactUrl(raw: string, secrets: readonly string[] = []): string {
  const q = raw.indexOf('?');
  const path = redactPath(q < 0 ? raw : raw.slice(0, q));
  const url = q < 0 ? path : `${path}?${redactQuery(raw.slice(q + 1))}`;
  const plain = decodeFully(url);
  const found = secrets.filter((secret) => secret.length > 0 && plain.toLowerCase().includes(secret.toLowerCase()));
  if (found.length === 0) return url;
  return found.reduce((text, secret) => text.replace(new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '[oculto]'), plain);
}

/**
 * The log level of routes polled all night (the live state every 500 ms per phone that lost its
 * stream, the health check every few seconds): at info they wrote two lines per poll, burying
 * the requests worth reading. They log warnings and errors only, unless the server
 * runs at debug or trace, where every request is wanted.
 */
export function pollingLogLevel(level: Env['LOG_LEVEL']): Env['LOG_LEVEL'] {
  return level === 'debug' || level === 'trace' ? level : level === 'info' ? 'warn' : level;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | null;
}

/** The server's logger: pino with request ids, readable in a terminal, JSON for collectors. */
export function logOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'> & Partial<Pick<Env, 'PAGARME_WEBHOOK_TOKEN'>>,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const secrets = env.PAGARME_WEBHOOK_TOKEN ? [env.PAGARME_WEBHOOK_TOKEN] : [];
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url, secrets),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    ...(env.LOG_FORMAT === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
