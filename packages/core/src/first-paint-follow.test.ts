import { describe, expect, it } from 'vitest';
import { escapeHtml } from './first-paint';
import { followTexts, visitorFollowTopHtml } from './first-paint-follow';
import type { LiveStage, LiveState } from './schemas/live';
import { liveState as sharedLiveState } from './testing';

// A visitor's /verificacao/{id} top as the server draws it before the app's code (docs/decisions/042).

const hostileName = 'Bingo </script> <img src=x onerror=alert(1)> & "Paróquia"';

/** The round mid-draw, of an event whose name tries to break out of the page. */
function liveState(patch: Partial<LiveState> = {}): LiveState {
  return sharedLiveState({ event: { id: 4, name: hostileName, status: 'em_andamento' }, ...patch });
}

function stage(kind: LiveStage['kind'], prize: string, won: boolean): LiveStage {
  return { kind, prize, won, winners: [], winners_count: won ? 1 : 0, near: 0 };
}

function withStages(...stages: LiveStage[]): Partial<LiveState> {
  return { round: { id: 9, number: 3, prize: 'Quina: Cesta; Cartela cheia: TV', type: '', status: 'in_progress', stages } };
}

/** The prize list's items, one string each. */
function prizeItems(html: string): string[] {
  return html.match(/<li class="text-break">.*?<\/li>/g) ?? [];
}

describe('the follow page top: header and the visitor invitation, in every phase', () => {
  it.each([
    ['a running round', liveState()],
    ['between rounds', liveState({ round: null })],
  ])('for %s: escapes the event name and shows the stream still connecting', (_, state) => {
    const html = visitorFollowTopHtml(state);
    expect(html).toMatch(/^<div class="live-verification"><header/);
    expect(html).toContain(`<h1 class="h3 mb-1">${escapeHtml(hostileName)}</h1>`);
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<div class="d-flex flex-wrap gap-2"><span class="live-connection"><div aria-hidden="true" class="spinner-border spinner-border-sm"></div> Conectando...</span></div></header>',
    );
  });

  it("invites the visitor to buy this event's cards without an account or to sign in", () => {
    const html = visitorFollowTopHtml(liveState());
    expect(html).toContain(
      `<section class="card shadow-sm" aria-labelledby="live-visitor-title"><div class="card-body"><h2 id="live-visitor-title" class="h5">Quer jogar também?</h2>` +
        `<p class="text-body-secondary">${followTexts.visitorIntro}</p><div class="d-flex flex-wrap gap-2">`,
    );
    expect(html).toContain(
      '<a class="btn btn-primary" href="/comprar?evento=4" data-discover="true"><i class="bi bi-cart3 me-2" aria-hidden="true"></i>Comprar cartelas</a>',
    );
    expect(html).toContain(
      '<a class="btn btn-outline-primary" href="/login" data-discover="true"><i class="bi bi-box-arrow-in-right me-2" aria-hidden="true"></i>Entrar</a>',
    );
    // The invitation is the last block of the grid, closed before the page's wrapper.
    expect(html).toMatch(/Entrar<\/a><\/div><\/div><\/section><\/div><\/div>$/);
  });
});

describe('the follow page top between rounds and after the last one', () => {
  it('says the next draw is awaited, with an hourglass, and draws no round summary', () => {
    const html = visitorFollowTopHtml(liveState({ round: null, drawn: [], last_number: null }));
    expect(html).toContain(
      '<div class="d-grid gap-4"><div class="border rounded-3" role="status"><div class="text-center py-5 px-3"><i class="bi bi-hourglass-split ',
    );
    expect(html).toContain(`<h2 class="h5">${followTexts.waiting}</h2></div></div><section class="card shadow-sm"`);
    expect(html).not.toContain('live-summary');
  });

  it('says every draw is over, with a trophy, once all rounds finished', () => {
    const html = visitorFollowTopHtml(liveState({ round: null, all_finished: true }));
    expect(html).toContain('<div class="border rounded-3" role="status"><div class="text-center py-5 px-3"><i class="bi bi-trophy ');
    expect(html).toContain(`<h2 class="h5">${followTexts.finished}</h2>`);
    expect(html).not.toContain(followTexts.waiting);
    expect(html).not.toContain('live-summary');
  });
});

describe('the follow page top during a round: its summary', () => {
  it("shows the last ball's letter and number, 'Rodada N', the prize and how many of 75 were drawn", () => {
    const html = visitorFollowTopHtml(liveState());
    expect(html).toContain(
      '<div class="d-grid gap-4"><section class="live-summary card shadow-sm" aria-labelledby="live-round-title"><div class="card-body d-flex align-items-center gap-3">' +
        '<div class="flex-shrink-0"><div class="bingo-ball bingo-ball--md" aria-live="polite" aria-atomic="true">' +
        '<span class="bingo-ball__letter">J</span><span class="bingo-ball__number">19</span></div></div>',
    );
    expect(html).toContain(
      '<div class="min-w-0"><h2 id="live-round-title" class="h4 mb-1">Rodada 2</h2><p class="mb-1 fw-semibold text-break">Smart TV</p>',
    );
    // Without an Acumulado the summary closes right after the count.
    expect(html).toContain('<p class="mb-0 small text-body-secondary">2 de 75 números sorteados</p></div></div></section><section');
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('acumulado');
  });

  it('draws the empty ball before the first number and a dash for a round without a prize', () => {
    const html = visitorFollowTopHtml(liveState({ round: { ...liveState().round!, prize: '' }, drawn: [], last_number: null }));
    expect(html).toContain(
      '<div class="bingo-ball bingo-ball--md" aria-live="polite" aria-atomic="true"><span class="bingo-ball__empty" aria-label="Nenhum número sorteado ainda">–</span></div>',
    );
    expect(html).not.toContain('bingo-ball__letter');
    expect(html).toContain(`<p class="mb-1 fw-semibold text-break">${followTexts.noPrize}</p>`);
    expect(html).toContain('0 de 75 números sorteados');
  });

  it('escapes the prize typed by the organiser', () => {
    const html = visitorFollowTopHtml(liveState({ round: { ...liveState().round!, prize: 'TV 50" <b>&</b>' } }));
    expect(html).toContain('<p class="mb-1 fw-semibold text-break">TV 50&#34; &#60;b&#62;&#38;&#60;/b&#62;</p>');
  });

  it('writes a round of a single stage as its prize line, not a list', () => {
    const html = visitorFollowTopHtml(liveState(withStages(stage('cartela_cheia', 'TV', false))));
    expect(html).toContain('<p class="mb-1 fw-semibold text-break">Quina: Cesta; Cartela cheia: TV</p>');
    expect(html).not.toContain('<ul');
  });
});

describe("the follow page top during a round of stages: each stage's prize and badges", () => {
  it("lists the stages, 'Saiu' on the won one and 'Valendo' on the first not won", () => {
    const html = visitorFollowTopHtml(
      liveState(withStages(stage('quina', 'Cesta <b>básica</b>', true), stage('cartela_cheia', 'Smart TV & "som"', false))),
    );
    expect(html).toContain(
      '<h2 id="live-round-title" class="h4 mb-1">Rodada 3</h2><ul class="list-unstyled mb-1" aria-label="Prêmios da rodada"><li',
    );
    expect(html).not.toContain('fw-semibold text-break');
    expect(prizeItems(html)).toEqual([
      '<li class="text-break"><span class="fw-semibold">Quina</span>: Cesta &#60;b&#62;básica&#60;/b&#62;<span class="badge text-bg-success ms-2">Saiu</span></li>',
      '<li class="text-break"><span class="fw-semibold">Cartela cheia</span>: Smart TV &#38; &#34;som&#34;<span class="badge text-bg-warning ms-2">Valendo</span></li>',
    ]);
    expect(html).toContain('</li><li class="text-break">');
    expect(html).toContain('</li></ul><p class="mb-0 small text-body-secondary">');
  });

  it("puts 'Valendo' on the first stage while none is won, and on none once all are", () => {
    const open = visitorFollowTopHtml(liveState(withStages(stage('quina', 'Cesta', false), stage('cartela_cheia', 'TV', false))));
    expect(prizeItems(open).map((li) => li.includes('Valendo'))).toEqual([true, false]);
    expect(open).not.toContain('Saiu');

    const over = visitorFollowTopHtml(liveState(withStages(stage('quina', 'Cesta', true), stage('cartela_cheia', 'TV', true))));
    expect(prizeItems(over).map((li) => li.includes('Saiu'))).toEqual([true, true]);
    expect(over).not.toContain('Valendo');
  });
});

describe('the follow page top during a round with an Acumulado (docs/decisions/032)', () => {
  const acumuladoLine = (acumulado: LiveState['acumulado']) => visitorFollowTopHtml(liveState({ acumulado }));

  it('shows the pot, its ball limit and the balls still left while it can come out', () => {
    const html = acumuladoLine({ value: 2000, ball_limit: 45, balls_left: 39, won: false });
    expect(html).toContain(
      'números sorteados</p></div></div><div class="card-body pt-0"><section class="acumulado acumulado--phone is-open" aria-label="Acumulado" aria-live="polite">' +
        '<p class="acumulado__headline">ACUMULADO R$ 2.000 — cartela cheia até a 45ª bola</p><p class="acumulado__detail">Faltam 39 bolas</p></section></div></section>',
    );
  });

  it('says it can no longer come out once the limit is reached', () => {
    const html = acumuladoLine({ value: 2000, ball_limit: 45, balls_left: 0, won: false });
    expect(html).toContain('<section class="acumulado acumulado--phone is-gone"');
    expect(html).toContain('<p class="acumulado__detail">Nesta rodada o acumulado não sai mais</p>');
  });

  it('says it came out once won, whatever balls were left', () => {
    const html = acumuladoLine({ value: 2000, ball_limit: 45, balls_left: 3, won: true });
    expect(html).toContain('<section class="acumulado acumulado--phone is-won"');
    expect(html).toContain('<p class="acumulado__detail">O acumulado saiu!</p>');
  });
});
