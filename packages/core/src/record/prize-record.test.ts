import { describe, expect, it } from 'vitest';
import { prizeDeliveredLine, voidedLine } from '../schemas/prizes';
import { prizeKey, prizeStandings } from './prize-record';

const at = '2026-12-21T00:40:00.000Z';
const entry = (kind: string, data: Record<string, unknown>) => ({ kind, data, at }) as Parameters<typeof prizeStandings>[0][number];

describe('prize standings from the record (docs/decisions/035)', () => {
  it('a correction replaces the delivery, an undo clears it, a void stays whatever follows', () => {
    const standings = prizeStandings([
      entry('stage_won', { stage: 'quina', ball_seq: 3, card_ids: [7, 9] }),
      entry('prize_delivered', { stage: 'quina', card_id: 7, received_by: 'Maria S.', received_at: at }),
      entry('prize_delivered', { stage: 'quina', card_id: 7, received_by: 'Pedro L.', received_at: at, reason: 'Foi o marido' }),
      entry('prize_delivered', { stage: 'quina', card_id: 9, received_by: 'Ana P.', received_at: at }),
      entry('prize_delivery_undone', { stage: 'quina', card_id: 9, reason: 'Engano' }),
      entry('winner_voided', { stage: 'cartela_cheia', card_id: 7, reason: 'Cartela roubada' }),
    ]);
    expect(standings.get(prizeKey('quina', 7))).toEqual({ delivery: { received_by: 'Pedro L.', received_at: at } });
    expect(standings.get(prizeKey('quina', 9))).toEqual({});
    expect(standings.get(prizeKey('cartela_cheia', 7))).toEqual({ voided: { reason: 'Cartela roubada', at } });
  });

  it('keeps the time the prize was handed over, else the time of the entry; a missing text reads as empty', () => {
    const handed = '2026-12-20T23:10:00.000Z';
    const standings = prizeStandings([
      entry('prize_delivered', { stage: 'quina', card_id: 7, received_by: 'Maria S.', received_at: handed }),
      entry('prize_delivered', { stage: 'cartela_cheia', card_id: 8 }),
      entry('winner_voided', { stage: 'quina', card_id: 9 }),
    ]);
    expect(standings.get(prizeKey('quina', 7))?.delivery).toEqual({ received_by: 'Maria S.', received_at: handed });
    expect(standings.get(prizeKey('cartela_cheia', 8))?.delivery).toEqual({ received_by: '', received_at: at });
    expect(standings.get(prizeKey('quina', 9))?.voided).toEqual({ reason: '', at });
  });

  it('says the delivery and the void the way the badges show them, in Brazil’s time zone', () => {
    expect(prizeDeliveredLine('Maria S.', at)).toBe('Prêmio entregue a Maria S. em 20/12 21:40');
    expect(voidedLine('Cartela roubada')).toBe('Anulado: Cartela roubada');
  });
});
