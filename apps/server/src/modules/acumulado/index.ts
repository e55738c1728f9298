// The public face of the acumulado module: all that code outside it may import (lint-enforced, docs/decisions).
export { acumuladoRoutes } from './acumulado.routes';
export { acumuladoServices } from './acumulado.services';
export { acumuladoHistory, potLinkedToOtherEvent } from './acumulado-reads';
export { changeTerms } from './acumulado-terms';
export { roundAcumulado } from './acumulado-pot';
