/** Shared helpers of the benchmarks: sizes, timing and the printed report. */
export const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');

export function size(full: number, smoke: number): number {
  const override = Number(process.env.BENCH_SIZE);
  return Number.isFinite(override) && override > 0 ? override : SMOKE ? smoke : full;
}

export function now(): number {
  return performance.now();
}

export async function timeIt<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const start = now();
  const value = await fn();
  return { ms: now() - start, value };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const rows: string[] = [];
export function report(name: string, figure: string, goal?: { ok: boolean; text: string }): void {
  const line = `${name.padEnd(48)} ${figure}${goal ? `   [${goal.ok ? 'ok' : 'FORA DA META'}: ${goal.text}]` : ''}`;
  rows.push(line);
  console.log(line);
}

export const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
