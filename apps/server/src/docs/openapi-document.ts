import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadEnv } from '../env';

/**
 * The API's OpenAPI description exactly as GET /api/docs/json serves it, built without listening
 * and without reading the machine's settings (an in-memory database, the fake payment provider),
 * so that scripts (the description's lint, the web client's generated contract) see what a
 * running server describes.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({});
  try {
    const env = loadEnv({
      JWT_SECRET: 'descricao-openapi-sem-segredo-de-verdade!',
      DATA_DIR: '/tmp/bingo-openapi-unused',
      PAYMENT_PROVIDER: 'fake',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ env, database, webDist: null });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
