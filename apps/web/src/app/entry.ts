import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunctionArgs } from 'react-router';
import { trackAffiliateClick } from '../features/affiliates';
import { readStorage, storageKeys, writeStorage } from '../lib/storage-keys';
import { paths } from '../lib/paths';

// Only the front door sends a newcomer to /comprar (spec §2). A shared link (a follow page,
// a password-reset link with its one-time token, an admin screen, the login page) is opened as it
// is, even on a first visit.
const FIRST_VISIT_PAGES = new Set<string>([paths.home, paths.dashboard]);

/**
 * Runs before any page renders, once per incoming address (spec §2 and §7):
 * - first visit (no has_visited): set the marker and, on '/' or the dashboard, go to /comprar;
 * - ?ref=CODE on any page: record the affiliate click and drop `ref` from the address bar.
 * Doing it in the root loader means no page flashes before the redirect.
 */
export function entryLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  let changed = false;

  if (!readStorage(storageKeys.hasVisited)) {
    writeStorage(storageKeys.hasVisited, '1');
    if (FIRST_VISIT_PAGES.has(url.pathname)) {
      url.pathname = paths.comprar;
      changed = true;
    }
  }

  if (url.searchParams.has('ref')) {
    const code = url.searchParams.get('ref')?.trim();
    url.searchParams.delete('ref');
    changed = true;
    if (code) void trackAffiliateClick(code);
  }

  // replace(), not redirect(): the address with ?ref must not stay in the back-button history.
  if (changed) throw replace(`${url.pathname}${url.search}`);
  return null;
}

/**
 * Only a new ?ref needs the loader again. In particular, after Sair has cleared localStorage the
 * user is not sent to /comprar as if it were a first visit.
 */
export function entryShouldRevalidate({ nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return nextUrl.searchParams.has('ref');
}
