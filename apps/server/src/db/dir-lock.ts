import fs from 'node:fs';
import path from 'node:path';

/**
 * Takes an exclusive lock on a data directory, failing at once when another live process holds it.
 * A lock left by a killed process (its pid no longer runs) is taken over.
 */
export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `O diretório de dados ${dir} já está em uso pelo processo ${holder}. ` +
            'Pare o outro servidor ou use outro DATA_DIR (ou um PostgreSQL via DATABASE_URL para vários processos).',
          { cause: err },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Não foi possível bloquear o diretório de dados ${dir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Another live process holds the data directory: the start stops with this message alone. */
export class DataDirLockedError extends Error {}
