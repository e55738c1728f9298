import { SNAPSHOT_PAGES, type MyCard } from '@bingo/core';
import { keepDrawnAnswer } from '../lib/page-snapshot';
import { firstName, liveStoredSession } from '../lib/stored-session';

const PAGE = '/minhas-cartelas';

/**
 * How long the entry waits for the cards before leaving the page to the app: a server slower than
 * this would hold the code back for nothing (the app asks again and shows its own spinner).
 */
const WAIT_MS = 3_000;

/**
 * A buyer's Minhas Cartelas on a load without the copy of their last visit (docs/decisions/049): the
 * entry asks the server for the cards itself, before the app's code has come, and draws the page's
 * top from the answer, which the app's first render then starts from. Answers whether it drew.
 * Anything unexpected (signed out, an admin, an expired token, an error, no answer in time) draws nothing:
 * the app then loads the page as it always did.
 */
export async function drawFirstVisit(container: HTMLElement, path = window.location.pathname, now = Date.now()): Promise<boolean> {
  if (path !== PAGE || !SNAPSHOT_PAGES.includes(path)) return false;
  const session = liveStoredSession(now);
  // An admin's pages are in the sidebar layout (AppLayout), which is not drawn here.
  if (!session || session.user.is_admin) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WAIT_MS);
  try {
    // The markup's code comes alongside the cards, not before them.
    const [response, { myCardsFirstVisitHtml }] = await Promise.all([
      fetch('/api/cards', { headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` }, signal: controller.signal }),
      import('./first-visit-draw'),
    ]);
    if (!response.ok) return false;
    const cards: unknown = await response.json();
    if (!Array.isArray(cards)) return false;
    const demo = container.ownerDocument.documentElement.dataset.demoPayments === '1';
    container.innerHTML = myCardsFirstVisitHtml(cards as MyCard[], { demo, userName: firstName(session.user), path });
    keepDrawnAnswer(path, session.user.id, cards, Date.now());
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The server draws a visitor's follow page (docs/decisions/042) before it can know who the browser
 * is. For a signed-in buyer its invitation ("Quer jogar também?", to buy or sign in) is wrong: it
 * goes before the first paint, and their own follow page comes with the code.
 */
export function dropVisitorInvite(container: HTMLElement, now = Date.now()): void {
  const invite = container.querySelector('.live-verification section[aria-labelledby="live-visitor-title"]');
  if (invite && liveStoredSession(now)) invite.remove();
}
