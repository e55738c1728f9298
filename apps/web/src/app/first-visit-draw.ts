import type { MyCard } from '@bingo/core';
import { myCardsTopHtml } from '../features/cards/first-draw';
import { buyerShellHtml } from './layouts/buyer/drawn-shell';

/**
 * Minhas Cartelas' top in the buyer's layout, from their cards (docs/decisions/049). Its own chunk,
 * fetched by the entry alongside the cards only on a visit that draws it: every other page's first
 * download stays without it.
 */
export function myCardsFirstVisitHtml(cards: readonly MyCard[], shell: { demo: boolean; userName: string; path: string }): string {
  return buyerShellHtml(myCardsTopHtml(cards), { ...shell, pageName: 'Minhas Cartelas' });
}
