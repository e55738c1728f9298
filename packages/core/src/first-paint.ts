import { formatMoney } from './format';
import { msg } from './messages';

/**
 * The first paint as HTML (docs/decisions/041): the markup the web app's first render makes of a
 * public page's top (apps/web PublicLayout, PageHeader, DemoBanner, ThemeToggle), written by the
 * server inside #root so a slow phone paints the page's largest text before the app's code has
 * arrived. React replaces it with the same markup; apps/web first-paint.test.tsx renders the
 * components and compares, so the two cannot drift apart unseen.
 */

/** Event names are typed by the organiser: every text written into the page is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** DemoBanner (variant 'bar'), shown when the install takes only test payments. */
export function demoBannerHtml(): string {
  return `<div class="demo-banner demo-banner--bar" role="status"><i class="bi bi-cone-striped demo-banner__icon" aria-hidden="true"></i><span>${escapeHtml(msg.demoPaymentsBanner)}</span></div>`;
}

/**
 * PublicLayout around a page's top: what a visitor (signed out) sees. The theme switch is drawn as
 * in the light theme; in the dark one the web app's entry turns it before the first paint
 * (apps/web lib/theme-preference.ts matchDrawnThemeToggle).
 */
export function publicShellHtml(page: string, demoPayments: boolean): string {
  return (
    '<div class="public-layout min-vh-100 d-flex flex-column">' +
    (demoPayments ? demoBannerHtml() : '') +
    '<header class="d-flex align-items-center justify-content-between px-3 py-3 container">' +
    brandHtml() +
    themeToggleHtml() +
    '</header>' +
    `<main class="flex-grow-1 container px-3 pb-5 pt-2 pt-md-4"><div class="public-column mx-auto">${page}</div></main>` +
    '</div>'
  );
}

/**
 * Brand, linking to the dashboard; `nameClass` on the name (the signed-in top bar hides it on the
 * narrowest phones).
 */
export function brandHtml(nameClass?: string): string {
  const name = nameClass ? `<span class="${nameClass}">Bingo Beneficente</span>` : '<span>Bingo Beneficente</span>';
  return `<a aria-label="Bingo Beneficente: início" class="brand d-inline-flex align-items-center gap-2 text-decoration-none" href="/dashboard" data-discover="true"><img alt="" width="32" height="32" src="/favicon.svg">${name}</a>`;
}

/** ThemeToggle as in the light theme (the web app's entry turns it in the dark one). */
export function themeToggleHtml(): string {
  return '<button type="button" title="Modo escuro" class="d-inline-flex align-items-center btn btn-outline-secondary btn-sm"><i class="bi bi-moon-stars" aria-hidden="true"></i><span class="visually-hidden">Modo escuro</span></button>';
}

/** PageHeader: the h1 of a screen, its line under it and the buttons at its right (both already HTML). */
export function pageHeaderHtml(title: string, subtitleHtml?: string, actionsHtml?: string): string {
  const subtitle = subtitleHtml ? `<p class="text-body-secondary mb-0">${subtitleHtml}</p>` : '';
  const actions = actionsHtml ? `<div class="d-flex flex-wrap gap-2">${actionsHtml}</div>` : '';
  return `<header class="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4"><div><h1 class="h3 mb-1">${escapeHtml(title)}</h1>${subtitle}</div>${actions}</header>`;
}

/** Icon: a Bootstrap Icons glyph, decorative. */
export function iconHtml(name: string, className = ''): string {
  return `<i class="${`bi bi-${name} ${className}`.trim()}" aria-hidden="true"></i>`;
}

/** EmptyState without children: an icon and a line. */
export function emptyStateHtml(icon: string, title: string): string {
  return `<div class="text-center py-5 px-3">${iconHtml(icon, 'display-5 text-body-tertiary d-block mb-3')}<h2 class="h5">${escapeHtml(title)}</h2></div>`;
}

/** /comprar's top: the event on sale and its price per card, Lighthouse's largest element there. */
export function purchaseTopHtml(event: { name: string; card_price: number }): string {
  const subtitle = `${escapeHtml(event.name)} · <strong class="text-nowrap">${escapeHtml(formatMoney(event.card_price))}</strong> por cartela`;
  return `<div class="purchase-page mx-auto">${pageHeaderHtml('Comprar Cartelas', subtitle)}</div>`;
}
