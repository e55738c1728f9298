#!/usr/bin/env node
// `npm run build -w apps/server`: the server as plain JavaScript for `npm start` (`node dist/server.js`),
// so that production no longer compiles TypeScript in memory at every start (tsx stays for
// `npm run dev` and the tests). Why esbuild and not tsc: docs/decisions/012-compiled-server.md.
//
// One ES module bundle of src/server.ts with our own code and @bingo/core (whose package exports
// TypeScript sources); every other package stays an import of node_modules. The lazily imported
// database drivers stay lazy (code splitting: PGlite or pg is loaded only when chosen). Files the
// code finds next to itself (`new URL('./x', import.meta.url)`: migrations, demo logos) are copied
// to the same place next to the bundle; a path leading out of src/ (the web build) must resolve to
// the same place from dist/, and any other use of import.meta.url stops the build, so that nothing
// that works under tsx is missing from dist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(here, 'src');
const outDir = path.join(here, 'dist');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; dependencies: Record<string, string> };
const corePackage = readJson(path.join(here, '../../packages/core/package.json'));
const serverPackage = readJson(path.join(here, 'package.json'));
// esbuild also treats `name/sub/path` as external when `name` is listed.
const external = [...Object.keys(serverPackage.dependencies), ...Object.keys(corePackage.dependencies)].filter(
  (name) => name !== corePackage.name,
);

fs.rmSync(outDir, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints: [path.join(srcDir, 'server.ts')],
  outdir: outDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

const problems: string[] = [];
let copied = 0;
for (const input of Object.keys(result.metafile.inputs)) {
  if (input.includes('node_modules/') || !input.endsWith('.ts')) continue;
  const file = path.resolve(input);
  const text = fs.readFileSync(file, 'utf8');
  const uses = text.split('import.meta.url').length - 1;
  const urls = [...text.matchAll(/new URL\(\s*[`'"]([^`'"$]*)([`'"$])[^)]*?,\s*import\.meta\.url\s*\)/g)];
  if (urls.length !== uses)
    problems.push(`${path.relative(here, file)}: import.meta.url used other than as new URL('./relative', import.meta.url)`);
  for (const [, relative = '', end] of urls) {
    // A template literal (`./logos/${name}.png`) names files of a folder: the folder is copied.
    const target = end !== '$' || relative.endsWith('/') ? relative : path.dirname(relative);
    const fromSource = path.resolve(path.dirname(file), target);
    const fromBundle = path.resolve(outDir, target);
    if (!fromSource.startsWith(srcDir + path.sep)) {
      if (fromSource !== fromBundle)
        problems.push(`${path.relative(here, file)}: '${relative}' is ${fromSource} from the source but ${fromBundle} from dist/`);
      continue;
    }
    if (!fs.existsSync(fromSource)) {
      problems.push(`${path.relative(here, file)}: '${relative}' does not exist (${fromSource})`);
      continue;
    }
    fs.cpSync(fromSource, fromBundle, { recursive: true });
    copied++;
  }
}
if (problems.length) {
  console.error(`build: files the server reads next to its source would not be found from dist/:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `build: dist/server.js and ${Object.keys(result.metafile.outputs).length - 1} more files (${(bytes / 1024).toFixed(0)} KB with source maps), ${copied} folders of files copied next to them`,
);
