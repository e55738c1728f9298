import { SNAPSHOT_PAGES } from '@bingo/core';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage-keys';
import { liveStoredSession } from './stored-session';

/**
 * A returning buyer's page drawn from their own last render of it, before the app's code has
 * arrived (docs/decisions/048): on a phone with a weak signal at the venue, Minhas Cartelas shows
 * the cards at once instead of a spinner for seconds. React renders the page afresh over it with
 * the cards the server gives now. Without React: the entry (src/main.tsx) draws it.
 */

interface Snapshot {
  /** The signed-in user it was rendered for: never drawn for anyone else. */
  user: number;
  path: string;
  /** The build it was rendered by (the entry's address changes with every build's code). */
  build: string;
  html: string;
  /** The server's answer the page was rendered from: the app's first render is the same page. */
  data: unknown;
}

/** A copy larger than this, in characters (hundreds of cards), is not kept: localStorage is small. */
const MAX_LENGTH = 500_000;

/** The address of the entry's script, which carries the build's hash. */
function currentBuild(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
}

/** The signed-in user's id, while their token has not expired (read without the app's code). */
function signedInUser(now: number): number | null {
  return liveStoredSession(now)?.user.id ?? null;
}

function readSnapshot(): Snapshot | null {
  try {
    const snapshot = JSON.parse(readStorage(storageKeys.pageSnapshot) ?? 'null') as Partial<Snapshot> | null;
    return snapshot && typeof snapshot.html === 'string' ? (snapshot as Snapshot) : null;
  } catch {
    return null;
  }
}

/** The page's copy, when it is this page's, for the signed-in user, by this build. */
function usableSnapshot(doc: Document, path: string, now: number): Snapshot | null {
  if (!SNAPSHOT_PAGES.includes(path)) return null;
  const user = signedInUser(now);
  const snapshot = readSnapshot();
  if (user === null || !snapshot) return null;
  return snapshot.user === user && snapshot.path === path && snapshot.build === currentBuild(doc) ? snapshot : null;
}

/** Draws the page's last render into `container` when there is a usable copy; answers whether it did. */
export function drawSnapshot(container: HTMLElement, path = window.location.pathname, now = Date.now()): boolean {
  const snapshot = usableSnapshot(container.ownerDocument, path, now);
  if (!snapshot) return false;
  container.innerHTML = snapshot.html;
  return true;
}

/** The server's answer the entry drew a page from on a visit without a copy (docs/decisions/049). */
let fresh: { path: string; user: number; data: unknown; at: number } | null = null;

/** Keeps the answer the entry just drew `path` from, for the app's first render of it. */
export function keepDrawnAnswer(path: string, user: number, data: unknown, at: number): void {
  fresh = { path, user, data, at };
}

/**
 * The answer the page drawn before the code was made from (the kept copy's, or the one the entry
 * fetched), with when it was the server's (0 for a copy: asked for again at once). With it, React's
 * first render is the page as drawn instead of a spinner between the drawing and the cards.
 */
export function drawnPageData(path = window.location.pathname, now = Date.now()): { data: unknown; updatedAt: number } | null {
  if (fresh && fresh.path === path && fresh.user === signedInUser(now)) return { data: fresh.data, updatedAt: fresh.at };
  const snapshot = usableSnapshot(document, path, now);
  return snapshot ? { data: snapshot.data, updatedAt: 0 } : null;
}

/**
 * Keeps what `container` shows now as the page's copy for the next visit. The ticks of the
 * checkboxes are properties, not attributes: written into the copy so it shows them. Toasts are
 * left out (they belong to the moment).
 */
export function saveSnapshot(container: HTMLElement, data: unknown, path = window.location.pathname, now = Date.now()): void {
  const user = signedInUser(now);
  if (user === null || !SNAPSHOT_PAGES.includes(path)) return;
  const copy = container.cloneNode(true) as HTMLElement;
  const inputs = container.querySelectorAll('input');
  copy.querySelectorAll('input').forEach((input, i) => input.toggleAttribute('checked', inputs[i]?.checked ?? false));
  copy.querySelectorAll('.Toastify').forEach((toasts) => toasts.remove());
  if (copy.innerHTML.length + JSON.stringify(data).length > MAX_LENGTH) {
    removeStorage(storageKeys.pageSnapshot);
    return;
  }
  const snapshot: Snapshot = { user, path, build: currentBuild(container.ownerDocument), html: copy.innerHTML, data };
  writeStorage(storageKeys.pageSnapshot, JSON.stringify(snapshot));
}
