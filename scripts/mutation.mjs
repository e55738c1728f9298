#!/usr/bin/env node
// `npm run mutation`: Stryker mutation testing (issue 24) of packages/core, then of the server's money
// and fairness modules, each with its own stryker.config.mjs. Incremental: only mutants whose code
// or covering tests changed since the committed mutation/incremental.json are tested again.
// Not part of `npm test` or CI (a first run takes a long time).
//
//   npm run mutation                      both, core first
//   npm run mutation -- core              one side (core | server)
//   npm run mutation -- server --mutate 'src/modules/coupons/**/*.ts'   other arguments go to Stryker
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIDES = { core: 'packages/core', server: 'apps/server' };
const stryker = path.join(root, 'node_modules/.bin/stryker');

const args = process.argv.slice(2);
const chosen = args.filter((a) => a in SIDES);
const strykerArgs = args.filter((a) => !(a in SIDES));
const sides = chosen.length ? chosen : Object.keys(SIDES);

let failed = false;
for (const side of sides) {
  console.log(`\n━━ Stryker: ${SIDES[side]} ━━`);
  const { status } = spawnSync(stryker, ['run', ...strykerArgs], { cwd: path.join(root, SIDES[side]), stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
