import { describe, expect, it } from 'vitest';
import {
  brandHtml,
  demoBannerHtml,
  emptyStateHtml,
  escapeHtml,
  iconHtml,
  pageHeaderHtml,
  publicShellHtml,
  purchaseTopHtml,
  themeToggleHtml,
} from './first-paint';
import { msg } from './messages';

// The server writes these strings inside #root before the app's code arrives (docs/decisions/041);
// apps/web first-paint.test.tsx compares them with React's markup, these pin what each drawer writes.

const hostileName = 'Bingo </script> <img src=x onerror=alert(1)> & "Paróquia" d\'Ajuda';

describe('escapeHtml: organiser-typed text written into the page', () => {
  it('writes each of & < > " \' as a numeric entity and leaves every other character as typed', () => {
    expect(escapeHtml('a&b<c>d"e\'f')).toBe('a&#38;b&#60;c&#62;d&#34;e&#39;f');
    expect(escapeHtml('Quermesse São João, 2ª edição')).toBe('Quermesse São João, 2ª edição');
  });

  it('leaves no tag or attribute quote of an event name alive', () => {
    const escaped = escapeHtml(hostileName);
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escaped).toContain('&#60;/script&#62;');
  });
});

describe('brandHtml and themeToggleHtml: the tops of both layouts', () => {
  it('links the brand to the dashboard, its name bare or with the class the signed-in top bar gives it', () => {
    expect(brandHtml()).toMatch(/^<a aria-label="Bingo Beneficente: início" class="brand [^"]*" href="\/dashboard"/);
    expect(brandHtml()).toContain('<img alt="" width="32" height="32" src="/favicon.svg"><span>Bingo Beneficente</span></a>');
    expect(brandHtml('d-none d-sm-inline')).toContain('<span class="d-none d-sm-inline">Bingo Beneficente</span></a>');
  });

  it('draws the theme switch as in the light theme, saying what a press does', () => {
    const html = themeToggleHtml();
    expect(html).toContain('title="Modo escuro"');
    expect(html).toContain('<i class="bi bi-moon-stars" aria-hidden="true"></i><span class="visually-hidden">Modo escuro</span></button>');
  });
});

describe('demoBannerHtml', () => {
  it('is a status bar saying payments are test ones', () => {
    const html = demoBannerHtml();
    expect(html).toMatch(/^<div class="demo-banner demo-banner--bar" role="status">/);
    expect(html).toContain(`<span>${msg.demoPaymentsBanner}</span>`);
  });
});

describe('publicShellHtml: the public layout around a page top', () => {
  it('puts the demo banner first only when the install takes test payments', () => {
    expect(publicShellHtml('<p>x</p>', true)).toContain(
      `<div class="public-layout min-vh-100 d-flex flex-column">${demoBannerHtml()}<header`,
    );
    const real = publicShellHtml('<p>x</p>', false);
    expect(real).not.toContain('demo-banner');
    expect(real).toContain('<div class="public-layout min-vh-100 d-flex flex-column"><header');
  });

  it('draws the brand linking to /dashboard and the dark-mode switch in the header', () => {
    const html = publicShellHtml('', false);
    expect(html).toMatch(/<header class="[^"]*"><a aria-label="Bingo Beneficente: início"[^>]*href="\/dashboard"[^>]*>/);
    expect(html).toContain('<span>Bingo Beneficente</span></a><button type="button" title="Modo escuro"');
    expect(html).toContain('<span class="visually-hidden">Modo escuro</span></button></header><main');
  });

  it('writes the page inside the main column and closes the layout after it', () => {
    const html = publicShellHtml('<p>página</p>', false);
    expect(html).toMatch(/<main class="[^"]*"><div class="public-column mx-auto"><p>página<\/p><\/div><\/main><\/div>$/);
  });
});

describe('pageHeaderHtml: a screen’s h1 with its line and buttons', () => {
  it('escapes the title and writes neither subtitle nor actions when none is given', () => {
    const html = pageHeaderHtml('Rifa <&> "grande"');
    expect(html).toMatch(/^<header class="[^"]*mb-4">/);
    expect(html).toContain('<div><h1 class="h3 mb-1">Rifa &#60;&#38;&#62; &#34;grande&#34;</h1></div></header>');
  });

  it('writes the subtitle (already HTML) under the title', () => {
    expect(pageHeaderHtml('T', 'Evento <strong>X</strong>')).toContain(
      '<h1 class="h3 mb-1">T</h1><p class="text-body-secondary mb-0">Evento <strong>X</strong></p></div></header>',
    );
  });

  it('writes the actions (already HTML) at the right of the title block', () => {
    expect(pageHeaderHtml('T', undefined, '<button>Ok</button>')).toContain(
      '<h1 class="h3 mb-1">T</h1></div><div class="d-flex flex-wrap gap-2"><button>Ok</button></div></header>',
    );
  });
});

describe('iconHtml and emptyStateHtml', () => {
  it('draws a decorative Bootstrap icon, with no stray space when no class is added', () => {
    expect(iconHtml('trophy')).toBe('<i class="bi bi-trophy" aria-hidden="true"></i>');
    expect(iconHtml('cart3', 'me-2')).toBe('<i class="bi bi-cart3 me-2" aria-hidden="true"></i>');
  });

  it('draws a large faded icon over the escaped line', () => {
    expect(emptyStateHtml('trophy', 'Fim & "obrigado"')).toBe(
      '<div class="text-center py-5 px-3"><i class="bi bi-trophy display-5 text-body-tertiary d-block mb-3" aria-hidden="true"></i>' +
        '<h2 class="h5">Fim &#38; &#34;obrigado&#34;</h2></div>',
    );
  });
});

describe("purchaseTopHtml: /comprar's top", () => {
  it('heads the purchase page with the escaped event name and its formatted price per card', () => {
    const html = purchaseTopHtml({ name: hostileName, card_price: 12.5 });
    expect(html).toMatch(/^<div class="purchase-page mx-auto"><header[^>]*><div><h1 class="h3 mb-1">Comprar Cartelas<\/h1>/);
    expect(html).toContain(
      `<p class="text-body-secondary mb-0">${escapeHtml(hostileName)} · <strong class="text-nowrap">R$ 12,50</strong> por cartela</p>`,
    );
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<\/header><\/div>$/);
  });
});
