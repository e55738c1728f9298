import type { MyCard } from '@bingo/core';

export interface EventCards {
  eventId: number;
  eventName: string;
  cards: MyCard[];
}

/** The cards by event, the most recent event first (the one a buyer is most likely playing). */
export function groupByEvent(cards: readonly MyCard[]): EventCards[] {
  const groups = new Map<number, EventCards>();
  for (const card of cards) {
    let group = groups.get(card.event_id);
    if (!group) {
      group = { eventId: card.event_id, eventName: card.event_name, cards: [] };
      groups.set(card.event_id, group);
    }
    group.cards.push(card);
  }
  return [...groups.values()].sort((a, b) => b.eventId - a.eventId);
}
