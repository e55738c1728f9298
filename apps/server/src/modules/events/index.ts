// The public face of the events module: all that code outside it may import (lint-enforced, docs/decisions).
export { eventRoutes } from './events.routes';
export { eventsServices } from './events.services';
export { EventsService, EVENT_NOT_FOUND } from './events.service';
export {
  activeEvent,
  anotherEventRunning,
  findEvent,
  lockEvent,
  lockEventForDraw,
  requireEvent,
  startEventIfScheduled,
} from './event-lookups';
export { eventOnSale } from './event-on-sale';
