import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { releaseStaleCouponHolds } from '../coupons';
import { PurchasesRepository } from './purchases.repository';

const SWEEP_EVERY_MS = 60_000;

/** Pending purchases past their checkout expiry become `cancelado`; answers how many. */
export function cancelExpiredPurchases(db: Db, now = new Date()): Promise<number> {
  return new PurchasesRepository(db).cancelExpired(now);
}

/**
 * Runs the expiry sweep every minute in each server process, and gives back the coupon uses that
 * unpaid purchases have held past COUPON_HOLD_MINUTES (docs/decisions/022). The sweep is one statement that
 * skips rows other transactions hold, so several processes sweeping together do no harm. The timer
 * is unref'd (it never keeps a process alive) and stops when the app closes.
 */
export const expirySweepPlugin = fp(async (app: FastifyInstance) => {
  const timer = setInterval(() => {
    cancelExpiredPurchases(app.db)
      .then((n) => n > 0 && app.log.info(`${n} compra(s) pendente(s) expirada(s) cancelada(s)`))
      .catch((err: unknown) => app.log.error({ err }, 'falha ao cancelar compras expiradas'));
    releaseStaleCouponHolds(app.db)
      .then((n) => n > 0 && app.log.info(`${n} uso(s) de cupom de compra(s) não paga(s) devolvido(s)`))
      .catch((err: unknown) => app.log.error({ err }, 'falha ao devolver usos de cupom'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
