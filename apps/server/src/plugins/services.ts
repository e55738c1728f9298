import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../lib/app-deps';
import { acumuladoServices } from '../modules/acumulado';
import { affiliatesServices } from '../modules/affiliates';
import { authServices } from '../modules/auth';
import { batchesServices } from '../modules/batches';
import { cardsServices } from '../modules/cards';
import { contasServices } from '../modules/contas';
import { couponsServices } from '../modules/coupons';
import { drawsServices } from '../modules/draws';
import { eventPageServices } from '../modules/event-page';
import { eventsServices } from '../modules/events';
import { foguetinhoServices } from '../modules/foguetinho';
import { guestServices } from '../modules/guest';
import { imagesServices } from '../modules/images';
import { physicalSalesServices } from '../modules/physical-sales';
import { prizesServices } from '../modules/prizes';
import { purchasesServices } from '../modules/purchases';
import { regulamentoServices } from '../modules/regulamento';
import { reportsServices } from '../modules/reports';
import { resultsServices } from '../modules/results';
import { roundRecordsServices } from '../modules/round-records';
import { roundsServices } from '../modules/rounds';
import { sponsorsServices } from '../modules/sponsors';
import { usersServices } from '../modules/users';
import { pdfServices } from '../pdf/pdf.services';

/**
 * Every module's services, built once from one set of collaborators (docs/decisions/039): a
 * service shared by several route files (the purchase settlement, the events service) is one
 * object, and a route file only translates HTTP into calls on `app.services`.
 */
export function buildServices(deps: AppDeps) {
  const auth = authServices(deps);
  const events = eventsServices(deps);
  const foguetinho = foguetinhoServices(deps);
  const regulamento = regulamentoServices(deps);
  const rounds = roundsServices(deps);
  const contas = contasServices(deps);
  return {
    ...auth,
    ...acumuladoServices(deps),
    ...affiliatesServices(deps),
    ...batchesServices(deps),
    ...cardsServices(deps),
    ...contas,
    ...couponsServices(deps),
    ...drawsServices(deps),
    ...events,
    ...foguetinho,
    ...guestServices(deps, auth.auth),
    ...imagesServices(deps),
    ...physicalSalesServices(deps),
    ...prizesServices(deps),
    ...purchasesServices(deps),
    ...regulamento,
    ...reportsServices(deps),
    ...resultsServices(deps),
    ...roundRecordsServices(deps),
    ...rounds,
    ...sponsorsServices(deps),
    ...usersServices(deps),
    ...pdfServices(deps),
    // The event's public page reads the other modules' own services (docs/decisions/036).
    ...eventPageServices(deps, { ...events, ...rounds, ...regulamento, ...foguetinho, ...contas }),
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Decorates the app with its services once the collaborators they need are there. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const services = buildServices(app);
    // The numbers report follows the database's change signals while the app runs.
    await services.sponsorNumbers.start();
    app.addHook('onClose', () => services.sponsorNumbers.stop());
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['database', 'auth', 'live', 'collaborators', 'payments'] },
);
