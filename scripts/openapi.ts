#!/usr/bin/env node
/**
 * npm run openapi:lint — holds the API's OpenAPI description to Redocly's recommended rules
 * (redocly.yaml), the description other tools trust (the web client's generated contract).
 *
 * Builds the server app without listening, writes its description (GET /api/docs/json) to
 * .tmp/openapi.json, then runs `redocly lint` on it; the exit code is Redocly's.
 *   npm run openapi:lint -- --out=path.json   write the description elsewhere (and still lint it)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../apps/server/src/docs/openapi-document';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.find((a) => a.startsWith('--out='));
const out = outArg ? path.resolve(outArg.slice('--out='.length)) : path.join(root, '.tmp', 'openapi.json');

const document = await openApiDocument();
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);

const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
const lint = spawnSync(redocly, ['lint', out, '--config', path.join(root, 'redocly.yaml')], { stdio: 'inherit', cwd: root });
process.exit(lint.status ?? 1);
