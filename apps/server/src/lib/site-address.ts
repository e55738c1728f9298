import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

// A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, and a port.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The address links sent back to the browser start with (payment return, fake checkout, the
 * printed card's QR). Outside local mode it is PUBLIC_URL, always. In local mode the hall's laptop
 * is reached at localhost, at 127.0.0.1 or at its LAN address from the phones, and a browser keeps
 * a session per address: a link to another host lands the buyer signed out (docs/decisions/028).
 * So locally the link follows the Host the request came to; a Host that is not a plain host name
 * falls back to PUBLIC_URL.
 */
export function siteAddress(env: Pick<Env, 'LOCAL' | 'PUBLIC_URL'>, request: Pick<FastifyRequest, 'protocol' | 'headers'>): string {
  if (!env.LOCAL) return env.PUBLIC_URL;
  const host = request.headers.host;
  if (!host || !HOST.test(host)) return env.PUBLIC_URL;
  return `${request.protocol}://${host}`;
}
