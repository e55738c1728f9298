import { inTransaction } from '../../db/unit-of-work';
import { cardVoidMessages, type claimCardBody, type MyCard, msg } from '@bingo/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { LoginThrottle } from '../auth';
import type { CardCheckCodes } from '../card-codes';
import { CardClaimsRepository } from './card-claims.repository';
import { CardCodeFailuresRepository } from './card-code-failures.repository';
import { MyCardsRepository } from './my-cards.repository';

type Claim = z.output<typeof claimCardBody>;

/**
 * 'Adicionar cartela de papel' (docs/decisions/018): the holder of a sold paper card types its
 * barcode and check code and follows it on their phone. Wrong codes are counted per account by the
 * login limiter (anyone may guess from their own account only, so nobody can lock another person
 * out): 5 free, then a growing wait. A right code does not clear the count, or one card of one's
 * own would reset it between guesses at a neighbour's. Accounts are cheap, so wrong codes are also
 * counted per card: at CARD_WRONG_CODES_LIMIT the card takes no more claims until an
 * administrator frees it. Both counts are taken before the code is checked, in one statement each,
 * so parallel guesses cannot pass them (docs/decisions/008).
 */
export class CardClaimsService {
  constructor(
    private readonly db: Db,
    private readonly codes: CardCheckCodes,
  ) {}

  private throttle() {
    return new LoginThrottle(this.db, msg.cardClaimThrottled);
  }

  async claim(userId: number, { barcode, check_code }: Claim): Promise<MyCard> {
    const key = `cartela:${userId}`;
    const throttle = this.throttle();
    await throttle.attempt(key);
    const card = await new CardClaimsRepository(this.db).physicalByBarcode(barcode);
    // No card and a wrong code get the same answer: the barcode alone tells nothing.
    if (!card) throw badRequest(msg.cardCodeWrong, { check_code: msg.cardCodeWrong });
    const perCard = new CardCodeFailuresRepository(this.db);
    if (!(await perCard.admit(card.id))) {
      // No code was checked: the account's attempt is not a wrong one.
      await throttle.giveBack(key);
      throw conflict(msg.cardClaimLocked);
    }
    if (!this.codes.verify(card, check_code)) throw badRequest(msg.cardCodeWrong, { check_code: msg.cardCodeWrong });
    await Promise.all([throttle.giveBack(key), perCard.giveBack(card.id)]);
    await inTransaction(this.db, async ({ tx }) => {
      const claims = new CardClaimsRepository(tx);
      // A card still in a seller's pile is not anyone's yet, whoever photographed it; a voided one
      // is no one's ever again (decisions.md §15).
      if (await claims.isVoided(card.id)) throw conflict(cardVoidMessages.cannotClaim);
      if (!(await claims.lockSale(card.id))) throw conflict(msg.cardNotSold);
      if ((await claims.claim(card.id, userId)) !== userId) throw conflict(msg.cardClaimedByOther);
    });
    const mine = await new MyCardsRepository(this.db).list(userId, undefined, card.id);
    if (!mine[0]) throw new AppError(500, msg.internal);
    return mine[0];
  }

  async release(userId: number, cardId: number): Promise<void> {
    if (!(await new CardClaimsRepository(this.db).release(cardId, userId))) throw notFound('Cartela de papel não encontrada na sua conta.');
  }
}
