// The public face of the cards module: all that code outside it may import (lint-enforced, docs/decisions).
export { cardRoutes } from './cards.routes';
export { cardsServices } from './cards.services';
export { cardAdminRoutes } from './cards-admin.routes';
export { createCards } from './card-generator';
export { CARD_WRONG_CODES_LIMIT } from './card-code-failures.repository';
