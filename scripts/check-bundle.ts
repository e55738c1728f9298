#!/usr/bin/env node
// Page budget (docs/decisions/007): the JavaScript a buyer page loads before anything lazy, gzipped,
// must stay within the budget (170 kB; 1 kB = 1000 bytes, as Vite prints them). Reads
// apps/web/dist/index.html (run `npm run build -w apps/web` first), takes the entry module script
// and its modulepreload links, follows the static `import ... from "./x.js"` / `import "./x.js"`
// of every chunk (never `import()`, which is lazy), gzips each file (level 9) and sums. Prints
// one line per file and a total; exits 1 over budget, 2 when the build is missing or names a file it
// does not have.
//
//   npx tsx scripts/check-bundle.ts [--dist=apps/web/dist] [--budget=170]
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const m = /^--([^=]+)=(.*)$/.exec(a);
    if (!m) {
      console.error(`Unknown argument: ${a}\nUsage: npx tsx scripts/check-bundle.ts [--dist=DIR] [--budget=KB]`);
      process.exit(2);
    }
    return [m[1], m[2]];
  }),
);
const dist = path.resolve(root, args.dist ?? 'apps/web/dist');
const budgetKb = Number(args.budget ?? 170);
const KB = 1000; // kB as Vite prints them, so the figures compare with the build output

const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`check-bundle: ${path.relative(root, indexFile)} not found; run \`npm run build -w apps/web\` first`);
  process.exit(2);
}
const html = fs.readFileSync(indexFile, 'utf8');

/** Absolute file path of a URL in index.html ("/assets/x.js" or "assets/x.js"). */
const fromHtml = (url: string) => path.join(dist, url.replace(/^\//, '').replace(/[?#].*$/, ''));

const start: string[] = [];
for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
  const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) start.push(fromHtml(attr('src')!));
  if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href')) start.push(fromHtml(attr('href')!));
}
if (start.length === 0) {
  console.error('check-bundle: no <script type="module" src> in index.html');
  process.exit(2);
}

// Static imports only: `import{a}from"./x.js"`, `import x from './x.js'`, `import"./x.js"`,
// `export{a}from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and is not matched.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const initial = new Set<string>();
const queue = [...start];
while (queue.length) {
  const file = queue.shift()!;
  if (initial.has(file)) continue;
  if (!fs.existsSync(file)) {
    console.error(`check-bundle: ${path.relative(root, file)} is referenced but missing`);
    process.exit(2);
  }
  initial.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) queue.push(path.resolve(path.dirname(file), m[1]!));
}

// The screens' preloads the server writes into their pages (first-screens.json, docs/decisions/041
// and 047): a file listed there but missing from the build would be a 404 on every visit.
const screensFile = path.join(dist, 'first-screens.json');
if (fs.existsSync(screensFile)) {
  const screens = JSON.parse(fs.readFileSync(screensFile, 'utf8')) as Record<string, string[]>;
  const missing = Object.values(screens)
    .flat()
    .filter((url) => !fs.existsSync(fromHtml(url)));
  if (missing.length > 0) {
    console.error(`check-bundle: first-screens.json lists files the build does not have: ${missing.join(', ')}`);
    process.exit(2);
  }
}

const rows = [...initial].map((file) => {
  const raw = fs.readFileSync(file);
  return { name: path.relative(dist, file), raw: raw.length, gz: zlib.gzipSync(raw, { level: 9 }).length };
});
rows.sort((a, b) => b.gz - a.gz);
const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gz: t.gz + r.gz }), { raw: 0, gz: 0 });

const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;
for (const r of rows) console.log(`  ${r.name.padEnd(48)} ${kb(r.raw).padStart(10)} ${kb(r.gz).padStart(10)} gzip`);
const ok = total.gz <= budgetKb * KB;
console.log(
  `${ok ? 'ok' : 'OVER BUDGET'}: initial JavaScript ${kb(total.gz)} gzipped (${kb(total.raw)} raw, ${rows.length} files); budget ${budgetKb} kB`,
);
process.exitCode = ok ? 0 : 1;
