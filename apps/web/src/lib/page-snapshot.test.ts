import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawnPageData, drawSnapshot, saveSnapshot } from './page-snapshot';
import { storageKeys } from './storage-keys';

// docs/decisions/048: the page a returning buyer saw last, drawn before the code arrives — only
// for them, on that page, by that build, while their session lasts.
const NOW = Date.UTC(2026, 10, 27, 21, 0);
const PAGE = '/minhas-cartelas';

function token(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', exp })}.assinatura`;
}

function signIn(id: number, exp = NOW / 1000 + 3600) {
  localStorage.setItem(storageKeys.token, token(exp));
  localStorage.setItem(storageKeys.user, JSON.stringify({ id, name: 'Maria', email: 'maria@bingo.local', is_admin: false }));
}

function setBuild(src: string) {
  document.querySelector('script[data-test-entry]')?.remove();
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  script.dataset.testEntry = '';
  document.head.append(script);
}

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const CARDS = [{ id: 1, event_id: 3 }];
const PAGE_HTML = '<section><h2 id="event-3">Noite de São João (1)</h2><input type="checkbox" id="my-card-1"></section>';

beforeEach(() => {
  localStorage.clear();
  setBuild('/assets/index-AAAA.js');
  signIn(7);
});
afterEach(() => localStorage.clear());

describe('the page drawn from the last visit', () => {
  it('draws the saved page for the same buyer, page and build, with the answer it was drawn from', () => {
    saveSnapshot(rootWith(PAGE_HTML), CARDS, PAGE, NOW);
    const root = rootWith('<div role="status">Carregando...</div>');
    expect(drawSnapshot(root, PAGE, NOW + 60_000)).toBe(true);
    expect(root.querySelector('h2')?.textContent).toBe('Noite de São João (1)');
    expect(root.textContent).not.toContain('Carregando');
    expect(drawnPageData(PAGE, NOW + 60_000)).toEqual({ data: CARDS, updatedAt: 0 });
  });

  it('keeps the ticks of the checkboxes, which are properties and not attributes, and leaves the toasts out', () => {
    const shown = rootWith(`${PAGE_HTML}<div class="Toastify"><div role="alert">Cartela removida.</div></div>`);
    shown.querySelector('input')!.checked = true;
    saveSnapshot(shown, CARDS, PAGE, NOW);
    const root = rootWith('');
    drawSnapshot(root, PAGE, NOW);
    expect(root.querySelector('input')?.hasAttribute('checked')).toBe(true);
    expect(root.textContent).not.toContain('Cartela removida.');
  });

  it('draws nothing for another account on the same phone, after the session expired, or signed out', () => {
    saveSnapshot(rootWith(PAGE_HTML), CARDS, PAGE, NOW);
    signIn(8);
    expect(drawSnapshot(rootWith(''), PAGE, NOW)).toBe(false);
    expect(drawnPageData(PAGE, NOW)).toBeNull();
    signIn(7, NOW / 1000 - 1);
    expect(drawSnapshot(rootWith(''), PAGE, NOW)).toBe(false);
    localStorage.removeItem(storageKeys.token);
    expect(drawSnapshot(rootWith(''), PAGE, NOW)).toBe(false);
  });

  it('draws nothing once a new build is out: its page may look different', () => {
    saveSnapshot(rootWith(PAGE_HTML), CARDS, PAGE, NOW);
    setBuild('/assets/index-BBBB.js');
    expect(drawSnapshot(rootWith(''), PAGE, NOW)).toBe(false);
  });

  it('neither keeps nor draws any page but the ones listed', () => {
    saveSnapshot(rootWith(PAGE_HTML), CARDS, '/minhas-compras', NOW);
    expect(localStorage.getItem(storageKeys.pageSnapshot)).toBeNull();
    saveSnapshot(rootWith(PAGE_HTML), CARDS, PAGE, NOW);
    expect(drawSnapshot(rootWith(''), '/comprar', NOW)).toBe(false);
  });

  it('forgets the page rather than keep a copy too large for the phone’s storage', () => {
    saveSnapshot(rootWith(PAGE_HTML), CARDS, PAGE, NOW);
    saveSnapshot(rootWith(`<p>${'x'.repeat(600_000)}</p>`), CARDS, PAGE, NOW);
    expect(localStorage.getItem(storageKeys.pageSnapshot)).toBeNull();
  });
});
