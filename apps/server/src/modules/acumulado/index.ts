// The public face of the acumulado module: all that code outside it may import (lint-enforced, docs/decisions).
export { acumuladoRoutes } from './acumulado.routes';
export { AcumuladoService } from './acumulado.service';
export { AcumuladoRepository } from './acumulado.repository';
export { changeTerms } from './acumulado-terms';
export { roundAcumulado } from './acumulado-pot';
