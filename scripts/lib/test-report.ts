import fs from 'node:fs';
import path from 'node:path';
import type { VitestCounts } from './processes';

/** What a stage of `npm test` ran, for its last line and the summary. */
export interface StageResult {
  key: string;
  title: string;
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
  status: 'ok' | 'failed' | 'skipped';
  seconds: number;
}

export function header(title: string): void {
  const line = '━'.repeat(Math.max(8, 70 - title.length));
  console.log(`\n━━ ${title} ${line}`);
}

/** Adds a vitest run's counts and notes to its stage. */
export function add(result: StageResult, counts: VitestCounts): void {
  result.passed += counts.passed;
  result.failed += counts.failed;
  result.skipped += counts.skipped;
  result.notes.push(...counts.notes);
}

export function describe(r: StageResult): string {
  if (r.status === 'skipped') return `SKIPPED (${r.skipped} tests not run)`;
  return `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
}

/** For the summary of a skipped stage: the tests declared in its files (a close estimate). */
export function countTests(root: string, dir: string, fileName: RegExp): number {
  let n = 0;
  for (const file of fs.readdirSync(path.join(root, dir), { recursive: true })) {
    if (String(file).includes('node_modules') || !fileName.test(String(file))) continue;
    const text = fs.readFileSync(path.join(root, dir, String(file)), 'utf8');
    n += (text.match(/^\s*(test|it)(\.(skip|only|todo|each\(.*?\)))?\(/gm) ?? []).length;
  }
  return n;
}
