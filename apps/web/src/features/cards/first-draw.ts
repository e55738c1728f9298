import { escapeHtml, iconHtml, pageHeaderHtml, type MyCard } from '@bingo/core';
import { cardTexts } from './card-texts';
import { groupByEvent } from './group-cards';

/**
 * Minhas Cartelas' top as the page's first render draws it from the buyer's cards, without React:
 * the app's entry writes it on a visit with no copy of the last one (docs/decisions/049), as soon
 * as `GET /api/cards` answers, so a slow phone shows the buyer's event before the code arrives.
 * Only the top (the header, the selection bar and the first event's title): React's render adds the
 * grids below it and moves nothing drawn. With no cards, the whole empty page. MyCardsPage's markup,
 * compared with it by app/first-visit.test.tsx.
 */
export function myCardsTopHtml(cards: readonly MyCard[]): string {
  const groups = groupByEvent(cards);
  const addPaper = `<button type="button" class="btn btn-outline-primary">${iconHtml('upc-scan', 'me-2')}${escapeHtml(cardTexts.addPaper)}</button>`;
  if (groups.length === 0) return pageHeaderHtml(cardTexts.title, escapeHtml(cardTexts.subtitle)) + emptyHtml(addPaper);
  const bought = cards.filter((card) => card.origem === 'compra').length;
  const first = groups[0]!;
  return (
    pageHeaderHtml(cardTexts.title, escapeHtml(cardTexts.subtitle), addPaper) +
    (bought > 0 ? toolbarHtml(bought) : '') +
    `<section class="mb-4" aria-labelledby="event-${first.eventId}"><h2 id="event-${first.eventId}" class="h5 mb-3">` +
    `${escapeHtml(first.eventName)} <span class="text-body-secondary fw-normal">(${first.cards.length})</span></h2></section>`
  );
}

/** CardsToolbar with nothing chosen yet. */
function toolbarHtml(total: number): string {
  return (
    '<div class="cards-toolbar"><div class="form-check"><input id="my-cards-all" class="form-check-input" type="checkbox">' +
    `<label title="" for="my-cards-all" class="form-check-label">${escapeHtml(cardTexts.selectAll)}</label></div>` +
    `<span class="small text-body-secondary" aria-live="polite">${escapeHtml(cardTexts.selectedCount(0, total))}</span>` +
    `<button type="button" disabled="" aria-busy="false" class="ms-auto btn btn-primary">${iconHtml('file-earmark-pdf', 'me-2')}${escapeHtml(cardTexts.exportPdf)}</button></div>`
  );
}

/**
 * The page without cards: EmptyState with its line and the two ways to get one. The link's address
 * is written out: lib/paths would bring the router into the entry's chunk.
 */
function emptyHtml(addPaper: string): string {
  return (
    '<div class="border rounded-3"><div class="text-center py-5 px-3">' +
    `${iconHtml('grid-3x3-gap', 'display-5 text-body-tertiary d-block mb-3')}<h2 class="h5">${escapeHtml(cardTexts.empty)}</h2>` +
    `<div class="text-body-secondary"><p>${escapeHtml(cardTexts.emptyIntro)}</p><div class="d-flex flex-wrap justify-content-center gap-2">` +
    `<a class="btn btn-primary" href="/comprar" data-discover="true">${escapeHtml(cardTexts.buy)}</a>${addPaper}</div></div></div></div>`
  );
}
