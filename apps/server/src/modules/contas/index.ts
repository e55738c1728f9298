// The public face of the contas module: all that code outside it may import (lint-enforced, docs/decisions).
export { contasRoutes } from './contas.routes';
export { contasServices } from './contas.services';
