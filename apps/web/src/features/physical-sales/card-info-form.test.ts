import { describe, expect, it } from 'vitest';
import { cardInfoSchema, cardInfoValues } from './card-info-form';
import { sold, unsold } from './physical-test-data';

const messages = (values: unknown) => {
  const result = cardInfoSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('cardInfoSchema', () => {
  it("says 'Cartela inválida.' without a card and 'Selecione um vendedor.' without a seller", () => {
    expect(messages({ ...cardInfoValues(null), full_name: 'Carlos' })).toEqual({
      card_id: 'Cartela inválida.',
      user_id: 'Selecione um vendedor.',
    });
  });

  it('needs the buyer name; contact and address are optional (empty becomes null)', () => {
    expect(messages({ ...cardInfoValues(unsold), user_id: 7 })).toEqual({ full_name: 'Campo obrigatório.' });
    expect(cardInfoSchema.parse({ ...cardInfoValues(unsold), full_name: ' Carlos ', user_id: 7 })).toEqual({
      card_id: 101,
      full_name: 'Carlos',
      contact: null,
      address: null,
      user_id: 7,
      reason: '',
    });
  });

  it("starts from the card's buyer and seller", () => {
    expect(cardInfoValues(sold)).toEqual({
      card_id: 102,
      full_name: 'Maria Aparecida',
      contact: '(11) 98888-7777',
      address: '',
      user_id: 7,
      reason: '',
    });
  });
});
