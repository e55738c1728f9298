import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

/** Query parameters that carry a secret: the webhook's token, a reset link's token. */
const SECRET_PARAM = /^(.*token.*|password|secret|key|signature)$/i;

/** Paths whose next segment is a secret: the webhook's token as a path segment (issue 22.6). */
const SECRET_SEGMENT = /^(\/api\/pagarme\/webhook\/)[^/?#]+/i;

/**
 * A URL as the request log may show it: secrets that travel in the query string (the payment
 * provider's webhook token, a password link's token) or in the webhook's path are replaced, so
 * log readers and log collectors never hold a usable one.
 */
export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_SEGMENT, '$1[oculto]');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A broken escape stays as it came; it is compared as written.
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=[oculto]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * The log level of routes polled all night (the live state every 500 ms per phone that lost its
 * stream, the health check every few seconds): at info they wrote two lines per poll, burying
 * the requests worth reading (issue 20.2). They log warnings and errors only, unless the server
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
export function logOptions(env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
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
