import type { AppDeps } from '../../lib/app-deps';
import { NumbersReport } from './numbers-report';
import { SponsorsService } from './sponsors.service';

/**
 * The sponsors module's services, built once by the app (docs/decisions/039). The numbers report
 * follows the database's change signals: the services plugin starts it and stops it on close.
 */
export function sponsorsServices(deps: AppDeps) {
  const sponsorNumbers = new NumbersReport(deps.database);
  return { sponsorNumbers, sponsors: new SponsorsService(deps.database, sponsorNumbers) };
}
