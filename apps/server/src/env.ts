import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): a hop count (1 = the one
 * proxy in front) or a list of addresses/CIDRs. Never "trust everyone": with that, the left-most
 * address — which the client writes itself — would be taken as the client's, and every limit
 * per address could be dodged by forging it.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '0' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (value === 'true' || bad.length || !entries.length) {
      ctx.addIssue({
        code: 'custom',
        message: `use o número de proxies à frente do servidor (ex.: 1) ou a lista dos seus endereços/CIDRs${bad.length ? ` (inválido: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

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
    // Signs the check codes printed on paper cards: its own secret, so that rotating JWT_SECRET
    // (ending every session) never changes a code already on paper.
    CARD_CODE_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'use um número seguido de s, m, h ou d')
      .default('7d'),
    ADMIN_EMAIL: z.email('deve ser um e-mail válido').default('admin@bingo.local'),
    ADMIN_PASSWORD: z.string().min(8, 'deve ter pelo menos 8 caracteres').optional(),
    // Default: on locally, off outside local (decisions.md §12); resolved in loadEnv.
    SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
    PUBLIC_URL: z.url('deve ser uma URL completa, como https://bingo.exemplo.org').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Bingo Beneficente <nao-responda@bingo.local>'),
    // Default 'fake' only locally; outside local it must be chosen (checked in loadEnv).
    PAYMENT_PROVIDER: z.enum(['fake', 'pagarme']).optional(),
    PAGARME_SECRET_KEY: z.string().optional(),
    PAGARME_API_URL: z.url().default('https://api.pagar.me/core/v5'),
    PAGARME_WEBHOOK_TOKEN: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
    PAGARME_JWKS_URL: z.url().optional(),
    // What the buyer's card statement shows. Pagar.me takes at most 13 characters on PSP accounts
    // (most small merchants); unset, the account's own descriptor applies.
    PAGARME_STATEMENT_DESCRIPTOR: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ]{1,13}$/, 'use até 13 letras sem acento, números ou espaços (o que aparece na fatura do cartão)')
      .optional(),
    // How long a payment link (and a PIX code) stays payable; later, the purchase is cancelled.
    CHECKOUT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
    CARD_PRICE: z.coerce.number().min(1, 'deve ser de pelo menos 1 (R$ 1,00)').max(100000).default(10),
    // Readable lines in a terminal, JSON (one object a line) for log collectors.
    LOG_FORMAT: z.enum(['pretty', 'json']).default(process.stdout.isTTY ? 'pretty' : 'json'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(20),
    NODE_ENV: z.string().optional(),
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
    if (env.DATABASE_URL && !env.CARD_CODE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_CODE_SECRET'],
        message:
          'é obrigatório com DATABASE_URL (todos os processos precisam do mesmo segredo para conferir os códigos impressos nas cartelas)',
      });
    }
    if (env.CARD_CODE_SECRET && env.CARD_CODE_SECRET === env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_CODE_SECRET'],
        message: 'deve ser diferente de JWT_SECRET (trocar o segredo das sessões não pode mudar os códigos já impressos)',
      });
    }
    if (!env.PAYMENT_PROVIDER && !isLocal(env)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'escolha pagarme (ou fake, só para demonstração) fora do modo local: com PUBLIC_URL público ou NODE_ENV=production o checkout de teste não é ligado sozinho',
      });
    }
    if (env.PAYMENT_PROVIDER === 'pagarme' && !env.PAGARME_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PAGARME_SECRET_KEY'], message: 'é obrigatório com PAYMENT_PROVIDER=pagarme' });
    }
    if (env.PAYMENT_PROVIDER === 'pagarme' && !env.PUBLIC_URL?.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'é obrigatório com PAYMENT_PROVIDER=pagarme e deve começar com https:// (é para onde o comprador volta depois de pagar)',
      });
    }
    if (env.PAYMENT_PROVIDER === 'pagarme' && !env.PAGARME_WEBHOOK_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAGARME_WEBHOOK_TOKEN'],
        message: 'é obrigatório com PAYMENT_PROVIDER=pagarme (vai na URL do webhook)',
      });
    }
  });

type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, 'SEED_DEMO' | 'PAYMENT_PROVIDER'> & {
  JWT_SECRET: string;
  CARD_CODE_SECRET: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  PAYMENT_PROVIDER: 'fake' | 'pagarme';
  /** A machine of one's own (decisions.md §12): demo night and fake payments need no setting. */
  LOCAL: boolean;
};

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
  const local = isLocal(env);
  return {
    ...env,
    LOCAL: local,
    SEED_DEMO: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : local,
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'fake',
    DATA_DIR: path.resolve(env.DATA_DIR),
    JWT_SECRET: env.JWT_SECRET ?? localSecret(path.resolve(env.DATA_DIR), 'jwt-secret'),
    CARD_CODE_SECRET: env.CARD_CODE_SECRET ?? localSecret(path.resolve(env.DATA_DIR), 'card-code-secret'),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}

/** This machine alone: the loopback names, exactly (not 'localhost.example.com', not '0.0.0.0'). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** HOST's "every interface" (the default): a machine in a hall, reached by phones on its Wi-Fi. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Local (decisions.md §12): not NODE_ENV=production, no public address (or a loopback one), and
 * not listening on one chosen address other than loopback: a HOST naming a public or network
 * address is a server meant to be reached from elsewhere, PUBLIC_URL or not.
 */
function isLocal(env: Pick<ParsedEnv, 'PUBLIC_URL' | 'NODE_ENV' | 'HOST'>): boolean {
  if (env.NODE_ENV === 'production') return false;
  const host = env.HOST.trim().toLowerCase();
  if (!LOOPBACK_HOSTS.has(host) && !EVERY_INTERFACE.has(host)) return false;
  return !env.PUBLIC_URL || LOOPBACK_HOSTS.has(new URL(env.PUBLIC_URL).hostname);
}

/**
 * Embedded mode: a secret generated once and kept in DATA_DIR, so sessions survive restarts and
 * the check codes printed on cards stay valid (a backup of DATA_DIR keeps both).
 */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
