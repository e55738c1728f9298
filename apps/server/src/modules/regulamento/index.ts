// The public face of the regulamento module: all that code outside it may import (lint-enforced, docs/decisions).
export { regulamentoRoutes } from './regulamento.routes';
export { regulamentoServices } from './regulamento.services';
export { latestRegulamentoVersion } from './regulamento.service';
