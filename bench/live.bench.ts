/**
 * Live endpoint throughput against a hello-world route on the same server (autocannon, loopback),
 * for a full 200 answer and for the 304 path. Goals: >= 0.8 of hello (304: >= 0.9).
 */
import autocannon from 'autocannon';
import { startLiveApp } from './live-app';
import { fmt, report, size } from './util';

const DURATION = size(10, 2);
const server = await startLiveApp();
const { address, auth } = server;
const first = await fetch(`${address}/api/events/1/live`, { headers: auth });
const etag = first.headers.get('etag')!;

async function rps(path: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url: `${address}${path}`, connections: 50, duration: DURATION, headers });
  if (result.non2xx && !headers['if-none-match']) throw new Error(`${path}: ${result.non2xx} respostas não-2xx`);
  return result.requests.average;
}

await rps('/bench/hello'); // warm-up
const hello = await rps('/bench/hello');
const live = await rps('/api/events/1/live', auth);
const notModified = await rps('/api/events/1/live', { ...auth, 'if-none-match': etag });
await server.close();

report('hello-world route (req/s)', fmt(hello, 0));
report('GET /live 200 (req/s)', fmt(live, 0));
report('GET /live 200 / hello', fmt(live / hello), { ok: live / hello >= 0.8, text: '>= 0.8' });
report('GET /live 304 (req/s)', fmt(notModified, 0));
report('GET /live 304 / hello', fmt(notModified / hello), { ok: notModified / hello >= 0.9, text: '>= 0.9' });
