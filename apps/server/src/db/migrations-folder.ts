import { fileURLToPath } from 'node:url';

/** The SQL migrations both drivers apply (its own file: the drivers import it, and client.ts imports the drivers). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
