import type { Database, DatabaseOptions } from './database';

export type { Database, DatabaseOptions, Db, Schema } from './database';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await (await import('./postgres')).openPostgres(options.url, options.poolSize ?? 10)
    : await (await import('./pglite')).openPglite(options.dataDir, options.snapshot);
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}
