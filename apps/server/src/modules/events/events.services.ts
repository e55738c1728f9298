import type { AppDeps } from '../../lib/app-deps';
import { EventsService } from './events.service';

/** The events module's services, built once by the app (docs/decisions/039). */
export function eventsServices(deps: AppDeps) {
  return {
    events: new EventsService(deps.database, deps.env.CARD_PRICE),
  };
}
