import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The provider's signing key pair (published under kid "chave-1"), and a forger's. */
export const ours = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
export const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The provider's published keys, served locally (ours under kid "chave-1"), counting the fetches. */
export async function startJwksServer() {
  const jwk = { ...ours.publicKey.export({ format: 'jwk' }), kid: 'chave-1', use: 'sig', alg: 'RS256' };
  const server = http.createServer((_req, res) => {
    served.fetches++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  const served = { fetches: 0, url: '', server };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.url = `http://127.0.0.1:${(served.server.address() as AddressInfo).port}/jwks.json`;
  return served;
}

/** The X-Webhook-Asymmetric-Signature of a body, as the provider writes it. */
export const sign = (body: string, key = ours.privateKey, kid = 'chave-1') =>
  `alg=RS256; kid=${kid}; signature=${crypto.sign('sha256', Buffer.from(body), key).toString('base64url')}`;
