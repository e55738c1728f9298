import type { AppDeps } from '../../lib/app-deps';
import { CardCheckCodes } from '../card-codes';
import { CardClaimsService } from './card-claims.service';
import { CardsAdminService } from './cards-admin.service';
import { MyCardsService } from './my-cards.service';

/** The cards module's services, built once by the app (docs/decisions/039). */
export function cardsServices(deps: AppDeps) {
  return {
    cardsAdmin: new CardsAdminService(deps.database),
    cardClaims: new CardClaimsService(deps.db, new CardCheckCodes(deps.env.CARD_CODE_SECRET)),
    myCards: new MyCardsService(deps.db),
  };
}
