import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed/seed';
import { DataDirLockedError } from './db/dir-lock';
import { EnvError, loadEnv } from './env';
import { logOptions } from './lib/log-options';
import { announcePayments } from './payments/announce';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const app = await buildApp({
    env,
    database,
    webDist: path.resolve(env.WEB_DIST ?? defaultWebDist),
    logger: logOptions(env),
  });

  const seeded = await seedDatabase(database, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demo: env.SEED_DEMO,
    local: env.LOCAL,
  });
  if (seeded.admin) {
    app.log.info(
      `Administrador criado: e-mail ${seeded.admin.email} | senha ${seeded.admin.generated ? seeded.admin.password : '(a de ADMIN_PASSWORD)'}`,
    );
  }
  if (seeded.demo) {
    app.log.info(
      `Dados de demonstração criados: ${seeded.demo.cards} cartelas vendidas; comprador ${seeded.demo.buyerEmail} / ${seeded.demo.buyerPassword}`,
    );
  }
  announcePayments(app.log, env);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido: encerrando...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'erro ao encerrar');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Bingo Beneficente no ar em ${env.PUBLIC_URL} (banco: ${database.kind})`);
}

main().catch((err) => {
  console.error(err instanceof EnvError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
