// Lighthouse's side of scripts/lighthouse.ts: one run on a page, its figures, and the verdict on
// a page's runs (the median score and LCP against the bars).
/** The parts of Lighthouse's result read here (its types are not installed: see on-demand.ts). */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}
export interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null; auditRefs: { id: string }[] } };
  audits: Record<string, Audit | undefined>;
  runWarnings: string[];
  finalDisplayedUrl: string;
}
export type Lighthouse = (url: string, flags: object) => Promise<{ lhr: Lhr; report: string } | undefined>;

/** Lighthouse's Node API, loaded by main() (installed on first use). */
let lighthouse: Lighthouse;

export function useLighthouse(api: Lighthouse) {
  lighthouse = api;
}

/** Pinned: the figures of docs/benchmarks.md are this version's. */
export const LIGHTHOUSE_VERSION = '13.5.0';

export const METRICS: [string, string][] = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/**
 * One run. Chromium now and then records a trace without the navigation's start (Lighthouse's
 * NO_NAVSTART, "Please run Lighthouse again"): that run is made again once instead of ending the
 * whole measurement.
 */
export async function runLighthouse(devtoolsPort: number, url: string) {
  try {
    return await runOnce(devtoolsPort, url);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    return runOnce(devtoolsPort, url);
  }
}

async function runOnce(devtoolsPort: number, url: string) {
  const result = await lighthouse(url, {
    port: devtoolsPort,
    hostname: '127.0.0.1',
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance.score;
  if (score === null) throw new Error(`Lighthouse gave no performance score for ${url}: ${lhr.runWarnings.join('; ')}`);
  return {
    score: Math.round(score * 100),
    metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN])),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    lhr,
    json: result.report,
    /** The trace of the page load the simulation was computed from. */
    trace: (result as { artifacts?: { Trace?: unknown } }).artifacts?.Trace ?? null,
    /** Its network log, which the simulation builds its request graph from (with the trace). */
    devtoolsLog: (result as { artifacts?: { DevtoolsLog?: unknown } }).artifacts?.DevtoolsLog ?? null,
  };
}

export const fmtMetric = (name: string, v: number) =>
  name === 'CLS' ? v.toFixed(3) : name === 'TBT' ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(2)} s`;

/** The audits of the performance category that lost points, for a page under the bar. */
export function weakAudits(lhr: Lhr): string[] {
  return lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (a): a is Audit =>
        !!a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `    - ${a.title}${a.displayValue ? `: ${a.displayValue}` : ''}`);
}

export type Run = Awaited<ReturnType<typeof runLighthouse>>;

/** One page's line of the summary, from its runs: the run with the median score, and the median LCP. */
export function verdict(page: string, list: Run[], minScore: number, maxLcpMs: number): { ok: boolean; lines: string[] } {
  const sorted = [...list].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const lcps = list.map((r) => r.metrics.LCP!).sort((a, b) => a - b);
  const medianLcp = lcps[Math.floor((lcps.length - 1) / 2)]!;
  const ok = median.score >= minScore && medianLcp <= maxLcpMs;
  const figures = METRICS.map(([name]) => `${name} ${fmtMetric(name, median.metrics[name]!)}`).join(', ');
  const line =
    `${ok ? 'ok' : 'UNDER'}: ${page} median mobile performance ${median.score} (runs ${list.map((r) => r.score).join(', ')}; ` +
    `spread ${sorted.at(-1)!.score - sorted[0]!.score}); ${figures}; median LCP ${fmtMetric('LCP', medianLcp)} ` +
    `(runs ${lcps.map((v) => (v / 1000).toFixed(2)).join(', ')}); bar ${minScore} and LCP ${fmtMetric('LCP', maxLcpMs)}`;
  return { ok, lines: ok ? [line] : [line, ...weakAudits(median.lhr)] };
}
