import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

const BLOCK = 512;

/**
 * Unpacks the template into `target`, which must not exist yet: first into a sibling directory,
 * then renamed, so that a start stopped halfway leaves no half-made cluster behind. Directories
 * get 0700 and files 0600 (PostgreSQL's own data directory modes), whatever the tarball says.
 * Streamed: the 40 MB tarball is never whole in memory (gunzipped at once, its pieces left ~40 MB
 * in the C heap after they were freed).
 */
export async function unpackTemplate(target: string, archive = templateFile): Promise<void> {
  const temp = `${target}.new-${process.pid}`;
  fs.rmSync(temp, { recursive: true, force: true });
  fs.mkdirSync(temp, { recursive: true, mode: 0o700 });
  const tar = new TarExtractor(temp);
  const gunzip = zlib.createGunzip();
  fs.createReadStream(archive)
    .on('error', (err) => gunzip.destroy(err))
    .pipe(gunzip);
  try {
    for await (const chunk of gunzip) tar.write(chunk as Buffer);
    tar.end();
  } catch (err) {
    tar.abort();
    fs.rmSync(temp, { recursive: true, force: true });
    throw err;
  }
  fs.renameSync(temp, target);
}

/** Extracts a ustar stream of regular files and directories (all the template holds) into `dir`. */
class TarExtractor {
  #pending = Buffer.alloc(0);
  #file: { fd: number; left: number; padding: number } | null = null;
  #skip = 0;
  #ended = false;

  constructor(private readonly dir: string) {}

  write(chunk: Buffer): void {
    let data = this.#pending.length ? Buffer.concat([this.#pending, chunk]) : chunk;
    this.#pending = Buffer.alloc(0);
    while (data.length && !this.#ended) {
      if (this.#skip) {
        const n = Math.min(this.#skip, data.length);
        this.#skip -= n;
        data = data.subarray(n);
      } else if (this.#file) {
        const n = Math.min(this.#file.left, data.length);
        fs.writeSync(this.#file.fd, data, 0, n);
        this.#file.left -= n;
        data = data.subarray(n);
        if (!this.#file.left) {
          fs.closeSync(this.#file.fd);
          this.#skip = this.#file.padding;
          this.#file = null;
        }
      } else if (data.length < BLOCK) {
        this.#pending = Buffer.from(data);
        return;
      } else {
        this.#header(data.subarray(0, BLOCK));
        data = data.subarray(BLOCK);
      }
    }
  }

  end(): void {
    if (!this.#ended) throw new Error('pglite template: the archive ends before its end-of-archive blocks');
  }

  /** Closes the file being written, if any (after an error). */
  abort(): void {
    if (this.#file) fs.closeSync(this.#file.fd);
    this.#file = null;
  }

  #header(header: Buffer): void {
    if (header.every((b) => b === 0)) {
      this.#ended = true;
      return;
    }
    const prefix = text(header, 345, 155);
    const name = (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100)).replace(/^\/+|\/+$/g, '');
    const size = parseInt(text(header, 124, 12) || '0', 8);
    const flag = String.fromCharCode(header[156]!);
    const to = path.join(this.dir, name);
    if (!to.startsWith(this.dir + path.sep)) throw new Error(`pglite template: entry outside the directory: ${name}`);
    if (flag === '5') {
      fs.mkdirSync(to, { recursive: true, mode: 0o700 });
      this.#skip = size;
    } else if (flag === '0' || flag === '\0') {
      fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
      const fd = fs.openSync(to, 'w', 0o600);
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (size) this.#file = { fd, left: size, padding };
      else fs.closeSync(fd);
    } else {
      throw new Error(`pglite template: unsupported entry type '${flag}' for ${name}`);
    }
  }
}

/** Writes a directory as a gzipped ustar archive, entries sorted, owner and times zeroed. */
export function packDirectory(dir: string): Buffer {
  const blocks: Buffer[] = [];
  const walk = (relative: string) => {
    for (const name of fs.readdirSync(path.join(dir, relative)).sort()) {
      const rel = relative ? `${relative}/${name}` : name;
      const stat = fs.statSync(path.join(dir, rel));
      if (stat.isDirectory()) {
        blocks.push(header(rel, 0, '5', 0o700));
        walk(rel);
      } else if (stat.isFile()) {
        const data = fs.readFileSync(path.join(dir, rel));
        blocks.push(header(rel, data.length, '0', 0o600), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
      } else {
        throw new Error(`pglite template: ${rel} is neither a file nor a directory`);
      }
    }
  };
  walk('');
  blocks.push(Buffer.alloc(BLOCK * 2));
  return zlib.gzipSync(Buffer.concat(blocks), { level: 9 });
}

function header(name: string, size: number, flag: '0' | '5', mode: number): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`pglite template: path too long for a tar header: ${name}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100);
  h.write(octal(mode, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(0, 12), 136);
  h.write(' '.repeat(8), 148);
  h.write(flag, 156);
  h.write('ustar\u000000', 257);
  const sum = h.reduce((n, b) => n + b, 0);
  h.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148);
  return h;
}

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, '0')}\u0000`;
}

function text(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}
