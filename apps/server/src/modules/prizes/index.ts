// The public face of the prizes module: all that code outside it may import (lint-enforced, docs/decisions).
export { prizeRoutes } from './prizes.routes';
export { prizesServices } from './prizes.services';
export { deliveriesOfEvent } from './prizes.service';
