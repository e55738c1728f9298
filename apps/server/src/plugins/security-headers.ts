import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for these options, worked out once. Helmet's middleware (and the
 * @fastify/helmet plugin that ran it) parses the CSP directives again on every request, about a
 * quarter of what a live-state poll cost the server (docs/decisions/037); our directives are
 * fixed strings, so the answer is the same every time.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    // X-Powered-By: neither Node nor Fastify writes it.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}
