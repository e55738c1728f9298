// The public face of the event-page module: all that code outside it may import (lint-enforced, docs/decisions).
export { eventPageRoutes } from './event-page.routes';
export { eventPageServices } from './event-page.services';
