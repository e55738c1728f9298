// The public face of the regulamento module: all that code outside it may import (lint-enforced, docs/decisions).
export { regulamentoRoutes } from './regulamento.routes';
export { latestRegulamentoVersion } from './regulamento.service';
export { RegulamentoService } from './regulamento.service';
