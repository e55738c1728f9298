// The baseline of the live benchmarks (fan-out.ts): the least a Node process can do to fan out one SSE frame — a bare
// http server that holds every stream and, on POST /fire, writes the same bytes to each. No
// framework, no authentication, no database. Prints its port on stdout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const streams = new Set<http.ServerResponse>();
const server = http.createServer((req, res) => {
  if (req.url === '/ping') {
    res.end('pong');
    return;
  }
  if (req.method === 'POST' && req.url === '/fire') {
    const frame = Buffer.from(`id: 2\nevent: live\ndata: ${JSON.stringify({ drawn: [1, 2, 3], last: 3 })}\n\n`);
    for (const stream of streams) stream.write(frame);
    res.end('ok');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.write('id: 1\nevent: live\ndata: {}\n\n');
  streams.add(res);
  req.on('close', () => streams.delete(res));
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
process.on('SIGTERM', () => process.exit(0));
