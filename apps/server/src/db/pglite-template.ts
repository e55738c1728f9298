import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';

/**
 * The empty PostgreSQL cluster a new PGlite database starts from, instead of running initdb
 * (docs/decisions/020): PGlite's initdb runs a second PostgreSQL in the same process and copies
 * its whole 128 MB WebAssembly heap twice, which made the first start's memory peak at ~880 MB
 * (a restart: ~410 MB). The file is made by `npm run db:pglite-template -w apps/server`
 * (make-pglite-template.ts) and must be made again when PGlite's PostgreSQL changes: every PGlite
 * of the tests starts from it, so a stale one fails them.
 */
export const templateFile = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));

/** The template as a gzipped tarball (PGlite's `loadDataDir` for an in-memory database). */
export function templateBlob(): Blob {
  return new Blob([fs.readFileSync(templateFile)], { type: 'application/x-gzip' });
}

/**
 * Unpacks the template into `target`, which must not exist yet: first into a sibling directory,
 * then renamed, so that a start stopped halfway leaves no half-made cluster behind. Streamed by
 * node-tar: the 40 MB archive is never whole in memory (gunzipped at once, its pieces left ~40 MB
 * in the C heap after they were freed). Strict: a cut or damaged archive is an error, not a warning.
 */
export async function unpackTemplate(target: string, archive = templateFile): Promise<void> {
  const temp = `${target}.new-${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp, { recursive: true, mode: 0o700 });
  try {
    await tar.x({ file: archive, cwd: temp, strict: true });
  } catch (err) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw err;
  }
  fs.renameSync(temp, target);
}

/**
 * Packs a data directory as the template: directories 0700 and files 0600 (PostgreSQL's own data
 * directory modes, kept by the unpacking), entries sorted, owners and times left out.
 */
export async function packDirectory(dir: string, file: string): Promise<void> {
  const restrict = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        fs.chmodSync(full, 0o700);
        restrict(full);
      } else if (entry.isFile()) {
        fs.chmodSync(full, 0o600);
      } else {
        throw new Error(`pglite template: ${full} is neither a file nor a directory`);
      }
    }
  };
  restrict(dir);
  await tar.c({ file, cwd: dir, gzip: { level: 9 }, portable: true, noMtime: true }, fs.readdirSync(dir).sort());
}
