import { brandHtml, demoBannerHtml, escapeHtml, iconHtml, themeToggleHtml } from '@bingo/core';

interface DrawnShell {
  /** The install takes test payments only (index.html's data-demo-payments). */
  demo: boolean;
  /** The signed-in user's first name, as the menu shows it. */
  userName: string;
  /** The page's name for the phone's top bar (page-name.ts), and the bottom bar's link to it, if any. */
  pageName: string;
  path: string;
}

/** The bottom bar's links (BottomNav); Sorteio is a button between the first two. */
const BOTTOM_LINKS = [
  { path: '/minhas-cartelas', icon: 'grid-3x3-gap', label: 'Minhas Cartelas' },
  { path: '/comprar', icon: 'cart3', label: 'Comprar' },
];

/**
 * BuyerLayout around a page drawn before the code arrives (docs/decisions/049), as its first render
 * draws it: the demo banner, the top bar (the page's name on a phone, the user's first name in the
 * menu's button) and the bottom bar as for a buyer who sells nothing (the seller's link comes when
 * the server says so, in React's render too). Without React or the router: the entry's chunk
 * carries it. Compared with BuyerLayout's render by app/first-visit.test.tsx.
 */
export function buyerShellHtml(page: string, shell: DrawnShell): string {
  const link = (item: (typeof BOTTOM_LINKS)[number]) =>
    `<a ${item.path === shell.path ? 'aria-current="page" ' : ''}class="bottom-nav-item${item.path === shell.path ? ' active' : ''}" href="${item.path}" data-discover="true">` +
    `${iconHtml(item.icon)}<span>${item.label}</span></a>`;
  return (
    '<div class="buyer-layout min-vh-100 d-flex flex-column">' +
    (shell.demo ? demoBannerHtml() : '') +
    '<nav class="app-topbar border-bottom navbar navbar-expand navbar-light sticky-top"><div class="container gap-2">' +
    brandHtml('d-none d-sm-inline') +
    '<div class="me-auto navbar-nav">' +
    `<a class="d-none d-md-inline-flex align-items-center gap-1 nav-link" href="/dashboard" data-discover="true">${iconHtml('house-door')}Dashboard</a>` +
    `<span class="navbar-text d-md-none fw-semibold text-truncate" data-testid="topbar-page">${escapeHtml(shell.pageName)}</span></div>` +
    themeToggleHtml() +
    '<div class="dropdown"><button type="button" aria-expanded="false" class="d-inline-flex align-items-center gap-1 dropdown-toggle btn btn-outline-primary btn-sm">' +
    `${iconHtml('person-circle')}<span class="user-name text-truncate">${escapeHtml(shell.userName)}</span></button></div>` +
    '</div></nav>' +
    `<main class="buyer-main flex-grow-1 container py-3 py-md-4">${page}</main>` +
    '<nav class="bottom-nav border-top" aria-label="Navegação principal">' +
    link(BOTTOM_LINKS[0]!) +
    `<button type="button" class="bottom-nav-item bottom-nav-draw"><span class="bottom-nav-ball">${iconHtml('broadcast')}</span><span>Sorteio</span></button>` +
    link(BOTTOM_LINKS[1]!) +
    '</nav></div>'
  );
}
