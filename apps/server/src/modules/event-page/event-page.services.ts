import type { AppDeps } from '../../lib/app-deps';
import { EventPageService, type EventPageSources } from './event-page.service';

/** The event-page module's services, built once by the app over the other modules' (docs/decisions/039). */
export function eventPageServices(deps: AppDeps, sources: EventPageSources) {
  return {
    eventPage: new EventPageService(deps.db, sources),
  };
}
