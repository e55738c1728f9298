import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock } from './dir-lock';

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees the directory on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const release = acquireDirLock(dir);
    // Same process pid would be allowed to re-enter: simulate another live process (pid 1 always runs).
    fs.writeFileSync(path.join(dir, 'server.lock'), '1');
    expect(() => acquireDirLock(dir)).toThrow(/já está em uso pelo processo 1/);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    acquireDirLock(dir)();
  });

  it('takes over a lock left by a killed process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10)']);
    const deadPid = child.pid!;
    await new Promise((r) => child.on('exit', r));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(deadPid));
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
