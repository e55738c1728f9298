// The baseline of memory.bench.ts: a bare Fastify process — a "hello world" route and an SSE route
// that holds each stream the way the server's live stream does (hijacked reply, headers, one
// frame, a heartbeat timer) — with no database, no modules, no plugins. Prints its port on stdout.
// Plain JavaScript run by bare node, unlike the other bench files: its resident memory is the
// baseline, and tsx's loader would add its own to it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/stream', (request, reply) => {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
  res.write(`id: 1\nevent: live\ndata: ${JSON.stringify({ drawn: [1, 2, 3], last: 3 })}\n\n`);
  const heartbeat = setInterval(() => res.write(': ping\n\n'), 20_000);
  request.raw.on('close', () => clearInterval(heartbeat));
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () => process.exit(0));
