import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { LiveHub, type LiveSnapshot } from './live-hub';
import { streamLive } from './sse';

// The stream alone, on a bare Fastify with a hub that reads nothing: the bytes a phone receives.
const snapshot = { state: { version: 3, event: { id: 1 } }, json: '{"v":3}', etag: 'W/"live-1-3"' } as unknown as LiveSnapshot;
const FRAME = 'id: 3\nevent: live\ndata: {"v":3}\n\n';
const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

let app: FastifyInstance;
let hub: LiveHub;

async function serve(heartbeatMs: number): Promise<number> {
  hub = new LiveHub({ db: {} } as unknown as Database, () => Promise.reject(new Error('not read')), { heartbeatMs });
  app = Fastify();
  app.get('/stream', (request, reply) => streamLive(request, reply, hub, snapshot));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A raw phone: everything it received, as text. */
function open(port: number, headers = '') {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /stream HTTP/1.1\r\nHost: x\r\n${headers}\r\n`));
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString()));
  return { socket, body: () => received.slice(received.indexOf('\r\n\r\n') + 4), head: () => received.split('\r\n\r\n')[0] ?? '' };
}

afterEach(async () => {
  await hub.stop();
  await app.close();
});

describe('live stream on the wire (docs/decisions/045)', () => {
  it('sends the state, then a comment line each heartbeat, as well-formed HTTP/1.1 chunks', async () => {
    const phone = open(await serve(40));
    await expect.poll(() => phone.body(), { timeout: 5_000 }).toContain(chunk(': ping\n\n').repeat(2));
    expect(phone.head()).toMatch(/transfer-encoding: chunked/i);
    expect(phone.body().startsWith(chunk(FRAME) + chunk(': ping\n\n'))).toBe(true);
    phone.socket.destroy();
  });

  it('a phone back with the version it holds gets only the comment lines, and the end when the server stops', async () => {
    const phone = open(await serve(40), 'Last-Event-ID: 3\r\n');
    await expect.poll(() => phone.body(), { timeout: 5_000 }).toContain(chunk(': ping\n\n'));
    expect(phone.body()).not.toContain('event: live');
    await hub.stop();
    await expect.poll(() => phone.body(), { timeout: 5_000 }).toMatch(/0\r\n\r\n$/);
    phone.socket.destroy();
  });
});
