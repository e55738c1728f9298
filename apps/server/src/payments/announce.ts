import type { Env } from '../env';

interface StartLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The start's line about payments. The demo checkout on a public address lets anyone "pay" for
 * cards without a charge: a warning, so log alerts and whoever reads the start see it.
 */
export function announcePayments(log: StartLog, env: Pick<Env, 'PAYMENT_PROVIDER' | 'PAGARME_API_URL' | 'LOCAL'>): void {
  if (env.PAYMENT_PROVIDER === 'pagarme') return log.info(`Pagamentos: Pagar.me (${env.PAGARME_API_URL})`);
  if (env.LOCAL) return log.info('Pagamentos: checkout de demonstração embutido (fake): nenhuma cobrança real');
  log.warn(
    'Pagamentos: checkout de demonstração (PAYMENT_PROVIDER=fake) num endereço público: qualquer um pode "pagar" cartelas sem cobrança real',
  );
}
