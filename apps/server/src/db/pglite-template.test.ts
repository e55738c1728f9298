import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { packDirectory, unpackTemplate } from './pglite-template';

// PGlite only: a new PGlite database starts from the shipped empty cluster, not from initdb
// (docs/decisions/020).
const temps: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const sharedBuffers = async (database: Awaited<ReturnType<typeof openPglite>>) =>
  ((await database.db.execute('show shared_buffers')) as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;

describe('the PGlite template', () => {
  it('unpacks what was packed, files 0600 and directories 0700, through a sibling directory renamed at the end', async () => {
    const source = tempDir();
    fs.mkdirSync(path.join(source, 'base/1'), { recursive: true });
    fs.mkdirSync(path.join(source, 'pg_empty'));
    fs.writeFileSync(path.join(source, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(source, 'base/1/1259'), Buffer.alloc(8192 * 3 + 17, 7));
    fs.writeFileSync(path.join(source, 'base/1/empty'), '');
    const archive = path.join(tempDir(), 't.tar.gz');
    await packDirectory(source, archive);

    const target = path.join(tempDir(), 'pgdata');
    await unpackTemplate(target, archive);
    expect(fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(fs.readFileSync(path.join(target, 'base/1/1259')).equals(Buffer.alloc(8192 * 3 + 17, 7))).toBe(true);
    expect(fs.readFileSync(path.join(target, 'base/1/empty'))).toHaveLength(0);
    expect(fs.statSync(path.join(target, 'pg_empty')).isDirectory()).toBe(true);
    expect(mode(path.join(target, 'base/1/1259'))).toBe(0o600);
    expect(mode(path.join(target, 'base'))).toBe(0o700);
    expect(fs.readdirSync(path.dirname(target))).toEqual(['pgdata']);
  });

  it('leaves nothing behind when the archive is cut short', async () => {
    const source = tempDir();
    fs.writeFileSync(path.join(source, 'big'), Buffer.alloc(100_000, 1));
    const packed = path.join(tempDir(), 'whole.tar.gz');
    await packDirectory(source, packed);
    const whole = zlib.gunzipSync(fs.readFileSync(packed));
    const archive = path.join(tempDir(), 'cut.tar.gz');
    fs.writeFileSync(archive, zlib.gzipSync(whole.subarray(0, 50_000)));
    const target = path.join(tempDir(), 'pgdata');
    await expect(unpackTemplate(target, archive)).rejects.toThrow();
    expect(fs.readdirSync(path.dirname(target))).toEqual([]);
  });

  it('starts a new data directory from it, with the settings of every start', async () => {
    const dataDir = tempDir();
    const database = await openPglite(dataDir);
    try {
      expect(await sharedBuffers(database)).toBe('16MB');
      await database.db.execute('create table t (id int primary key)');
    } finally {
      await database.close();
    }
    expect(mode(path.join(dataDir, 'pgdata'))).toBe(0o700);
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith('pgdata'))).toEqual(['pgdata']);

    // Reopened: the same cluster (the table is there), not a new one; a setting written in an
    // older directory's postgresql.conf (PGlite's initdb chose 128 MB) gives way to the start's.
    const conf = path.join(dataDir, 'pgdata/postgresql.conf');
    fs.appendFileSync(conf, '\nshared_buffers = 128MB\n');
    const again = await openPglite(dataDir);
    try {
      expect(await sharedBuffers(again)).toBe('16MB');
      await again.db.execute('select * from t');
    } finally {
      await again.close();
    }
  });

  it('sets aside a data directory that never became a cluster (no PG_VERSION) and starts anew', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'pgdata/base'), { recursive: true });
    const database = await openPglite(dataDir);
    await database.close();
    const names = fs.readdirSync(dataDir).filter((f) => f.startsWith('pgdata'));
    expect(names).toHaveLength(2);
    expect(names.find((n) => n.startsWith('pgdata.incomplete-'))).toBeDefined();
  });

  it('is also where an in-memory database starts (so that a stale template fails every test run)', async () => {
    const database = await openPglite();
    try {
      expect(await sharedBuffers(database)).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
