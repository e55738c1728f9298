import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale';
import { cardVoidMessages, returnCardsBody, returnCardsReply, swapMessages, swapSaleBody } from './card-voids';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('returnCardsBody: unsold paper cards handed back and voided (decisions.md §15)', () => {
  it('reads the cards handed back by id, or every unsold card of the batch', () => {
    expect(returnCardsBody.parse({ card_ids: [5, '6'] })).toEqual({ card_ids: [5, 6] });
    expect(returnCardsBody.parse({ all_unsold: true })).toEqual({ all_unsold: true });
  });

  it('takes a whole batch of 50.000 cards by id and refuses one more', () => {
    const batch = Array.from({ length: 50_000 }, (_, i) => i + 1);
    expect(returnCardsBody.parse({ card_ids: batch }).card_ids).toHaveLength(50_000);
    expect(issues(returnCardsBody, { card_ids: [...batch, 50_001] })).toEqual([
      { path: ['card_ids'], message: cardVoidMessages.cardsRequired },
    ]);
  });

  it('asks to select the cards when none is given, on the list of cards', () => {
    for (const body of [{}, { card_ids: [] }, { card_ids: 'todas' }, { all_unsold: false }, { card_ids: [], all_unsold: 'true' }]) {
      const refused = issues(returnCardsBody, body);
      expect(refused?.length, JSON.stringify(body)).toBeGreaterThan(0);
      expect(
        refused?.every((i) => i.message === cardVoidMessages.cardsRequired),
        JSON.stringify(refused),
      ).toBe(true);
    }
    expect(issues(returnCardsBody, { card_ids: [] })).toEqual([{ path: ['card_ids'], message: cardVoidMessages.cardsRequired }]);
  });

  it('says which card of the list is no card', () => {
    expect(issues(returnCardsBody, { card_ids: [5, '0'] })).toEqual([{ path: ['card_ids', 1], message: 'Cartela inválida.' }]);
  });

  it('answers how many cards were returned and which', () => {
    expect(cardVoidMessages.done(1)).toBe('1 cartela devolvida e anulada.');
    expect(cardVoidMessages.done(12)).toBe('12 cartelas devolvidas e anuladas.');
    const reply = { message: cardVoidMessages.done(2), card_ids: [5, 6] };
    expect(returnCardsReply.parse(reply)).toEqual(reply);
  });
});

describe("swapSaleBody: a seller's sale moved to the right card (decisions.md §14, §15)", () => {
  it('reads the card the sale moves to and why', () => {
    expect(swapSaleBody.parse({ to_card_id: '41', reason: ' Toquei na cartela errada ' })).toEqual({
      to_card_id: 41,
      reason: 'Toquei na cartela errada',
    });
  });

  it('refuses a card that is no id, and asks for the reason that goes to the public record', () => {
    expect(issues(swapSaleBody, { to_card_id: 'x', reason: 'Erro' })).toEqual([{ path: ['to_card_id'], message: 'Cartela inválida.' }]);
    expect(issues(swapSaleBody, { to_card_id: 41, reason: '  ' })).toEqual([{ path: ['reason'], message: swapMessages.reasonRequired }]);
  });
});
