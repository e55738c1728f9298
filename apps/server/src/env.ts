import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env. Every setting is optional for a local start. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'use um número seguido de s, m, h ou d').default('7d'),
    ADMIN_EMAIL: z.email('deve ser um e-mail válido').default('admin@bingo.local'),
    ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
    SEED_DEMO: z.enum(['0', '1', 'true', 'false']).default('1').transform((v) => v === '1' || v === 'true'),
    PUBLIC_URL: z.url('deve ser uma URL completa, como https://bingo.exemplo.org').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://').optional(),
    MAIL_FROM: z.string().default('Bingo Beneficente <nao-responda@bingo.local>'),
    PAYMENT_PROVIDER: z.enum(['fake', 'pagarme']).default('fake'),
    PAGARME_SECRET_KEY: z.string().optional(),
    PAGARME_API_URL: z.url().default('https://api.pagar.me/core/v5'),
    PAGARME_WEBHOOK_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
    PAGARME_JWKS_URL: z.url().optional(),
    // How long a payment link (and a PIX code) stays payable; later, the purchase is cancelled.
    CHECKOUT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
    CARD_PRICE: z.coerce.number().min(0).max(100000).default(10),
    // Readable lines in a terminal, JSON (one object a line) for log collectors.
    LOG_FORMAT: z.enum(['pretty', 'json']).default(process.stdout.isTTY ? 'pretty' : 'json'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
    RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(20),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'é obrigatório com DATABASE_URL (todos os processos precisam do mesmo segredo)',
      });
    }
    if (env.PAYMENT_PROVIDER === 'pagarme' && !env.PAGARME_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PAGARME_SECRET_KEY'], message: 'é obrigatório com PAYMENT_PROVIDER=pagarme' });
    }
    if (env.PAYMENT_PROVIDER === 'pagarme' && !env.PAGARME_WEBHOOK_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['PAGARME_WEBHOOK_TOKEN'], message: 'é obrigatório com PAYMENT_PROVIDER=pagarme (vai na URL do webhook)' });
    }
  });

export type Env = z.infer<typeof envSchema> & { JWT_SECRET: string; PUBLIC_URL: string };

export class EnvError extends Error {}

/** Parses settings, failing with one line per wrong setting. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    JWT_SECRET: env.JWT_SECRET ?? localJwtSecret(path.resolve(env.DATA_DIR)),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

/** Embedded mode: a secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
