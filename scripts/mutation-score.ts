#!/usr/bin/env node
// `npm run mutation:score`: the mutation score (docs/decisions/021) of every file, read from the committed
// incremental reports that `npm run mutation` keeps (packages/core/mutation/incremental.json and
// apps/server/mutation/incremental-<scope>.json). Nothing is run: it prints what the last runs found.
// Score = (killed + timed out) ÷ (killed + timed out + survived + no coverage); mutants that do not
// compile and the server's static mutants (ignored, see apps/server/stryker.config.mjs) are apart.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { calculateMetrics, type Metrics } from 'mutation-testing-metrics';
import { SCOPES } from '../apps/server/mutation/scopes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = {
  core: 'packages/core/mutation/incremental.json',
  ...Object.fromEntries(Object.keys(SCOPES).map((s) => [`server:${s}`, `apps/server/mutation/incremental-${s}.json`])),
};

const pct = (m: Metrics) => (m.totalValid ? `${((100 * m.totalDetected) / m.totalValid).toFixed(1)}%` : '—');
const row = (name: string, m: Metrics) =>
  `${name.padEnd(58)} ${String(m.totalDetected).padStart(5)} ${String(m.survived).padStart(5)} ${String(m.noCoverage).padStart(5)} ${String(m.ignored).padStart(6)} ${pct(m).padStart(7)}`;

const only = process.argv.slice(2);
console.log(
  `${'arquivo'.padEnd(58)} ${'mortos'.padStart(5)} ${'vivos'.padStart(5)} ${'s/cob'.padStart(5)} ${'estát.'.padStart(6)} ${'placar'.padStart(7)}`,
);
for (const [run, file] of Object.entries(REPORTS)) {
  if (only.length && !only.includes(run)) continue;
  const full = path.join(root, file);
  if (!fs.existsSync(full)) {
    console.log(`\n${run}: ainda não medido (${file} não existe)`);
    continue;
  }
  const { files } = JSON.parse(fs.readFileSync(full, 'utf8')) as { files: Parameters<typeof calculateMetrics>[0] };
  console.log(`\n${run}`);
  for (const [name, result] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(row(`  ${name}`, calculateMetrics({ [name]: result }).metrics));
  }
  console.log(row(`  total`, calculateMetrics(files).metrics));
}
