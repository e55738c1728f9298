import { barcodeForCard, generateUniqueCards } from '@bingo/core';
import type { Db } from '../../db/client';
import { CardsRepository, reserveCardIds, type NewCardRow } from './cards.repository';

export type CardTemplate = Omit<NewCardRow, 'numbers' | 'key' | 'eventId' | 'id' | 'barcode'>;
export interface CreatedCard {
  id: number;
  numbers: number[];
}

const MAX_ROUNDS = 5;

/**
 * Creates `count` new cards for an event, none repeating a number set the event has (the unique
 * key decides, so concurrent buyers are safe). Numbers come from the CSPRNG; the rare card that
 * collides is drawn again. `template(i)` gives the i-th card's owner, batch, barcode...
 * Run it inside the caller's transaction: all or nothing.
 */
export async function createCards(
  tx: Db,
  eventId: number,
  count: number,
  template: (i: number) => CardTemplate,
  options: { barcodes?: boolean } = {},
): Promise<CreatedCard[]> {
  const repo = new CardsRepository(tx);
  const created: (CreatedCard | undefined)[] = new Array(count);
  const seen = new Set<string>();
  let pending = Array.from({ length: count }, (_, i) => i);
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error('Não foi possível gerar cartelas únicas para o evento.');
    const drawn = generateUniqueCards(pending.length, seen);
    const byKey = new Map<string, { slot: number; numbers: number[] }>();
    // Physical cards: the barcode derives from the id, so ids are taken first.
    const ids = options.barcodes ? await reserveCardIds(tx, drawn.length) : [];
    const rows = drawn.map((c, i) => {
      seen.add(c.key);
      byKey.set(c.key, { slot: pending[i]!, numbers: c.numbers });
      const id = ids[i];
      return { ...template(pending[i]!), eventId, numbers: c.numbers, key: c.key, ...(id ? { id, barcode: barcodeForCard(id) } : {}) };
    });
    for (const s of await repo.insertMany(rows)) {
      const { slot, numbers } = byKey.get(s.key)!;
      created[slot] = { id: s.id, numbers };
    }
    pending = pending.filter((slot) => !created[slot]);
  }
  return created as CreatedCard[];
}
