/**
 * `npm run db:pglite-template -w apps/server`: makes pglite-template.tar.gz, the empty cluster every
 * new PGlite database starts from (pglite-template.ts). Run it after upgrading
 * @electric-sql/pglite: PGlite's initdb in a temporary directory, a clean stop, then the directory
 * packed. Takes a few seconds and ~800 MB of memory, once, on the developer's machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteSettings } from './pglite';
import { packDirectory, templateFile } from './pglite-template';

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
try {
  const pgdata = path.join(temp, 'pgdata');
  const pg = await PGlite.create(pgdata, {
    initDbStartParams: pgliteSettings,
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
  });
  const version = (await pg.query<{ v: string }>('select version() as v')).rows[0]!.v;
  await pg.close();
  await packDirectory(pgdata, templateFile);
  console.warn(`${path.relative(process.cwd(), templateFile)}: ${(fs.statSync(templateFile).size / 1024).toFixed(0)} KB, ${version}`);
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
