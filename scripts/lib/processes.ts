// Child processes of the test runner: streamed output, counted results, stopped on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const running = new Set<ChildProcess>();
let refusing = false;

/** After Ctrl-C: no new child may start while the runner winds down. */
export function refuseNewProcesses(): void {
  refusing = true;
}

/** Runs a command with inherited stdio; resolves with its exit code (signals map to 128+n). */
export function run(cmd: string, args: string[], { cwd, env }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  if (refusing) return Promise.resolve(130);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: 'inherit' });
    running.add(child);
    child.on('error', (err) => {
      running.delete(child);
      console.error(`Could not start ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal === 'SIGINT' ? 130 : 143));
    });
  });
}

/** Asks every running child to stop (used on SIGINT/SIGTERM). */
export function stopChildren(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of running) child.kill(signal);
}

export function waitForChildren(timeoutMs: number): Promise<unknown> {
  const pending = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

const require = createRequire(import.meta.url);
const vitestBin = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

/**
 * Runs `vitest run` in cwd with the default reporter on screen and the JSON reporter into a file,
 * then counts the results. A file that failed outside any test (import error, failing hook) and
 * a non-zero exit without any failed test (global setup, unhandled error) each count as one failure.
 */
export interface VitestCounts {
  code: number;
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: { status: string }[] }[];
}

export async function runVitest({
  cwd,
  args = [],
  env,
  jsonFile,
}: {
  cwd: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  jsonFile: string;
}): Promise<VitestCounts> {
  fs.rmSync(jsonFile, { force: true });
  const code = await run(
    process.execPath,
    [vitestBin, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`],
    { cwd, env },
  );
  const counts = { passed: 0, failed: 0, skipped: 0, notes: [] as string[] };
  let report: VitestReport | null = null;
  try {
    report = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as VitestReport;
  } catch {
    // No report: vitest crashed before writing it (config error, global setup failure...).
  }
  if (report) {
    counts.passed = report.numPassedTests ?? 0;
    counts.failed = report.numFailedTests ?? 0;
    counts.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
      if (file.status === 'failed' && failedTests === 0) {
        counts.failed += 1;
        counts.notes.push(`${path.relative(cwd, file.name)} failed outside its tests: ${firstLine(file.message)}`);
      }
    }
  }
  if (code !== 0 && counts.failed === 0) {
    counts.failed += 1;
    counts.notes.push(report ? `vitest exited with code ${code}` : `vitest exited with code ${code} before reporting`);
  }
  return { code, ...counts };
}

function firstLine(text: string | undefined): string {
  return (
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? 'unknown error'
  );
}
