// Tools that only one optional script uses, installed on first use instead of by `npm install`.
// Lighthouse 13 (and its puppeteer) declare Node >= 22.19: in the project's dependencies they
// made every `npm install` on Node 20 print EBADENGINE warnings for a tool that `npm test` and
// `npm start` never load. It is installed with npm itself, pinned, into a cache folder under
// node_modules (so `rm -rf node_modules` clears it too), once per version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports `name@version` (or one of its files, `file`, relative to the package's folder),
 * installing it first into `<root>/node_modules/.cache/on-demand/<name>-<version>` when it is not
 * there yet. Throws with npm's exit code when the install fails.
 */
export async function importOnDemand<T = unknown>(root: string, name: string, version: string, file?: string): Promise<T> {
  const prefix = path.join(root, 'node_modules', '.cache', 'on-demand', `${name.replace('/', '+')}-${version}`);
  const marker = path.join(prefix, 'installed');
  if (!fs.existsSync(marker)) {
    console.log(`${name}@${version} is not in the default install: installing it once into ${path.relative(root, prefix)}...`);
    fs.mkdirSync(prefix, { recursive: true });
    // A package.json of its own, so that npm does not walk up into the workspace root.
    fs.writeFileSync(path.join(prefix, 'package.json'), JSON.stringify({ private: true }) + '\n');
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `${name}@${version}`],
      {
        stdio: 'inherit',
      },
    );
    if (npm.status !== 0) throw new Error(`npm install ${name}@${version} failed (exit code ${npm.status ?? npm.signal})`);
    fs.writeFileSync(marker, `${name}@${version}\n`);
  }
  const entry = file ? path.join(prefix, 'node_modules', name, file) : createRequire(path.join(prefix, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}
