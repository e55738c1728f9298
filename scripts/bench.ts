#!/usr/bin/env node
// Runs every benchmark in bench/ one after another; each prints its figures and ratios.
// `npm run bench -- --smoke` runs the small sizes (what CI runs); BENCH_SIZE=N overrides sizes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const smoke = process.argv.includes('--smoke');
const filter = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts') && (filter.length === 0 || filter.some((x) => f.includes(x))))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}${smoke ? ' (smoke)' : ''} ===`);
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(smoke ? { BENCH_SMOKE: '1' } : {}), LOG_LEVEL: 'silent' },
  });
  if (result.status !== 0) {
    failed++;
    console.error(`${file} terminou com código ${result.status}`);
  }
}
process.exit(failed ? 1 : 0);
