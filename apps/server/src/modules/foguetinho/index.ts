// The public face of the foguetinho module: all that code outside it may import (lint-enforced, docs/decisions).
export { foguetinhoRoutes } from './foguetinho.routes';
export { foguetinhoServices } from './foguetinho.services';
