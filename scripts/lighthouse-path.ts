#!/usr/bin/env node
// What Lighthouse's simulated LCP is made of, for one run saved by `npm run lighthouse --
// --traces=DIR` (its trace and network log): Lantern's simulation computed again from them, with
// every request and main-thread task it counted before the largest paint, each with its simulated
// start and end. The LCP is the last end. docs/decisions/048 was found this way: what to cut is
// read here, not guessed from a score that moves 10 points from run to run.
//
//   npm run lighthouse:path -- DIR/minhas-cartelas-1 [--without=/api/physical-sales,favicon.svg]
//
// --without computes it again as if the requests whose address contains one of the parts had
// never been made: what dropping or deferring them would gain.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importOnDemand } from './lib/on-demand';
import { LIGHTHOUSE_VERSION } from './lighthouse/judge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npm run lighthouse:path -- DIR/<page>-<n> [--without=part,part]';

interface Node {
  type: 'network' | 'cpu';
  request?: { url: string; priority: string; transferSize?: number };
  childEvents?: { name: string }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<Node, { startTime: number; endTime: number }>;
}
interface Metric {
  request(data: unknown, context: unknown): Promise<{ timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }>;
}
interface DevtoolsEvent {
  method: string;
  params: { requestId?: string; request?: { url: string }; frame?: { url: string; parentId?: string } };
}

const [base, ...flags] = process.argv.slice(2);
const without =
  flags
    .find((f) => f.startsWith('--without='))
    ?.slice('--without='.length)
    .split(',')
    .filter(Boolean) ?? [];
if (!base || flags.some((f) => !f.startsWith('--without=')) || !fs.existsSync(`${base}.devtoolslog.json`)) {
  console.error(`${USAGE}\n(${base ?? 'no run'}: needs ${base ?? '<run>'}.trace.json and .devtoolslog.json from --traces)`);
  process.exit(2);
}

const load = <T>(file: string) => importOnDemand<T>(root, 'lighthouse', LIGHTHOUSE_VERSION, file);
const { LanternLargestContentfulPaint: lcpMetric } = await load<{ LanternLargestContentfulPaint: Metric }>(
  'core/computed/metrics/lantern-largest-contentful-paint.js',
);
const { LanternFirstContentfulPaint: fcpMetric } = await load<{ LanternFirstContentfulPaint: Metric }>(
  'core/computed/metrics/lantern-first-contentful-paint.js',
);
const constants = await load<{ defaultSettings: object; throttling: { mobileSlow4G: object } }>('core/config/constants.js');

const trace: unknown = JSON.parse(fs.readFileSync(`${base}.trace.json`, 'utf8'));
let devtoolsLog = JSON.parse(fs.readFileSync(`${base}.devtoolslog.json`, 'utf8')) as DevtoolsEvent[];
if (without.length > 0) {
  const dropped = new Set(
    devtoolsLog
      .filter((e) => e.method === 'Network.requestWillBeSent' && without.some((part) => e.params.request!.url.includes(part)))
      .map((e) => e.params.requestId),
  );
  devtoolsLog = devtoolsLog.filter((e) => !e.params.requestId || !dropped.has(e.params.requestId));
  console.log(`without ${dropped.size} request(s) matching ${without.join(', ')}`);
}
// The settings `npm run lighthouse` runs with: a phone, simulated slow 4G and CPU 4x slower.
const settings = {
  ...constants.defaultSettings,
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  throttling: constants.throttling.mobileSlow4G,
};
const url = devtoolsLog.find((e) => e.method === 'Page.frameNavigated' && !e.params.frame?.parentId)?.params.frame?.url;
const data = {
  trace,
  devtoolsLog,
  settings,
  gatherContext: { gatherMode: 'navigation' },
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  SourceMaps: [],
};
const context = { computedCache: new Map(), settings };
const lcp = await lcpMetric.request(data, context);
const fcp = await fcpMetric.request(data, context);
console.log(
  `${url}: simulated FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms ` +
    `(optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
console.log('What the pessimistic estimate counted, by simulated start (ms):');
const rows = [...lcp.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, { startTime, endTime }] of rows) {
  const what =
    node.type === 'network'
      ? `${node.request!.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${node.request!.priority} ${Math.round((node.request!.transferSize ?? 0) / 1024)} kB`
      : `main thread: ${[...new Set((node.childEvents ?? []).map((e) => e.name))].filter((n) => /Evaluate|evaluateModule|FunctionCall|Layout|Paint|ParseHTML|Timer/.test(n)).join(', ')}`;
  console.log(`${String(Math.round(startTime)).padStart(7)} → ${String(Math.round(endTime)).padStart(6)}  ${what}`);
}
