// The public face of the guest module: all that code outside it may import (lint-enforced, docs/decisions).
export { guestRoutes } from './guest.routes';
export { guestServices } from './guest.services';
