import type { AppDeps } from '../../lib/app-deps';
import { EventSummaryService } from './event-summary';
import { ReportsService } from './reports.service';

/** The reports module's services, built once by the app (docs/decisions/039). */
export function reportsServices(deps: AppDeps) {
  return {
    eventSummaries: new EventSummaryService(deps.db, deps.rankings),
    reports: new ReportsService(deps.db),
  };
}
