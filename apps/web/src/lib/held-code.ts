import { HELD_CODE_REL } from '@bingo/core';
import { nextTask } from './next-task';

/**
 * Fetches the code the server held back on a page whose top it drew (docs/decisions/047): the
 * app's staged chunks and the screen's came as `<link rel="bingo-after-paint" data-rel="…">`,
 * which the browser ignores, so nothing but the page and its stylesheet competed for the first
 * paint. Called once that paint is done; each link gets its real `rel` back in a task of its own
 * (inserting a module preload costs a slow phone a millisecond or two). On any other page there is
 * nothing held and nothing to do.
 */
export async function fetchHeldCode(doc: Document = document): Promise<void> {
  for (const held of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${HELD_CODE_REL}"]`)) {
    const link = doc.createElement('link');
    link.rel = held.dataset.rel ?? 'modulepreload';
    const as = held.getAttribute('as');
    if (as) link.setAttribute('as', as);
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = held.href;
    held.replaceWith(link);
    await nextTask();
  }
}
