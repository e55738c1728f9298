import { letterOf, MAX_BALL } from './bingo/letters';
import { emptyStateHtml, escapeHtml, iconHtml, pageHeaderHtml } from './first-paint';
import { acumuladoTexts, type LiveAcumulado } from './schemas/acumulado';
import type { LiveState } from './schemas/live';
import { stageKindLabels } from './schemas/stages';

/**
 * The texts of the follow page that both its server-drawn top and the web app write (apps/web
 * features/live/live-texts.ts reads them from here), so the two cannot say different things.
 */
export const followTexts = {
  waiting: 'Aguardando próximo sorteio...',
  finished: 'Todos os sorteios foram finalizados.',
  noPrize: '—',
  // docs/decisions/028: a visitor who scanned the telão's QR, without an account.
  visitorTitle: 'Quer jogar também?',
  visitorIntro: 'Compre suas cartelas sem criar conta, ou entre para ver as suas marcadas a cada bola.',
  round: (n: number) => `Rodada ${n}`,
  connecting: 'Conectando...',
} as const;

/**
 * A visitor's /verificacao/{id} top as the web app's first render draws it (VisitorFollow, docs/decisions/042):
 * the event, the connection badge still connecting, the running round's summary (or the waiting or
 * finished line), and the invitation to buy or sign in, Lighthouse's largest element there. What
 * follows it (the goal, the board) is React's alone: appended below, it moves nothing drawn here.
 */
export function visitorFollowTopHtml(state: LiveState): string {
  const running = state.round !== null;
  const phaseBlock = running
    ? drawSummaryHtml(state)
    : `<div class="border rounded-3" role="status">${
        state.all_finished ? emptyStateHtml('trophy', followTexts.finished) : emptyStateHtml('hourglass-split', followTexts.waiting)
      }</div>`;
  return (
    '<div class="live-verification">' +
    pageHeaderHtml(state.event.name, undefined, connectingBadgeHtml()) +
    `<div class="d-grid gap-4">${phaseBlock}${visitorInviteHtml(state.event.id)}</div>` +
    '</div>'
  );
}

/** ConnectionBadge while the stream is opening: what the page shows until the app's code is in. */
function connectingBadgeHtml(): string {
  return `<span class="live-connection"><div aria-hidden="true" class="spinner-border spinner-border-sm"></div> ${followTexts.connecting}</span>`;
}

/** LiveDrawSummary: the last ball, 'Rodada N', the prize or the stages, how far the draw is, the Acumulado. */
function drawSummaryHtml(state: LiveState): string {
  const round = state.round!;
  const current = round.stages.find((s) => !s.won);
  const prizes =
    round.stages.length > 1
      ? `<ul class="list-unstyled mb-1" aria-label="Prêmios da rodada">${round.stages
          .map(
            (s) =>
              `<li class="text-break"><span class="fw-semibold">${escapeHtml(stageKindLabels[s.kind])}</span>: ${escapeHtml(s.prize)}` +
              (s.won ? '<span class="badge text-bg-success ms-2">Saiu</span>' : '') +
              (s === current ? '<span class="badge text-bg-warning ms-2">Valendo</span>' : '') +
              '</li>',
          )
          .join('')}</ul>`
      : `<p class="mb-1 fw-semibold text-break">${escapeHtml(round.prize || followTexts.noPrize)}</p>`;
  return (
    '<section class="live-summary card shadow-sm" aria-labelledby="live-round-title">' +
    `<div class="card-body d-flex align-items-center gap-3"><div class="flex-shrink-0">${ballHtml(state.last_number)}</div>` +
    `<div class="min-w-0"><h2 id="live-round-title" class="h4 mb-1">${escapeHtml(followTexts.round(round.number))}</h2>${prizes}` +
    `<p class="mb-0 small text-body-secondary">${state.drawn.length} de ${MAX_BALL} números sorteados</p></div></div>` +
    (state.acumulado ? `<div class="card-body pt-0">${acumuladoLineHtml(state.acumulado)}</div>` : '') +
    '</section>'
  );
}

/** BingoBall (size md, announced). */
function ballHtml(number: number | null): string {
  const inside =
    number === null
      ? '<span class="bingo-ball__empty" aria-label="Nenhum número sorteado ainda">–</span>'
      : `<span class="bingo-ball__letter">${letterOf(number)}</span><span class="bingo-ball__number">${number}</span>`;
  return `<div class="bingo-ball bingo-ball--md" aria-live="polite" aria-atomic="true">${inside}</div>`;
}

/** AcumuladoLine on the phone (docs/decisions/032). */
function acumuladoLineHtml(acumulado: LiveAcumulado): string {
  const { value, ball_limit: limit, balls_left: left, won } = acumulado;
  const state = won ? 'won' : left > 0 ? 'open' : 'gone';
  const detail = won ? acumuladoTexts.won : left > 0 ? acumuladoTexts.ballsLeft(left) : acumuladoTexts.gone;
  return (
    `<section class="acumulado acumulado--phone is-${state}" aria-label="Acumulado" aria-live="polite">` +
    `<p class="acumulado__headline">${escapeHtml(acumuladoTexts.headline(value, limit))}</p><p class="acumulado__detail">${escapeHtml(detail)}</p></section>`
  );
}

/** VisitorInvite: buy cards for this event without an account, or sign in and come back. */
function visitorInviteHtml(eventId: number): string {
  return (
    '<section class="card shadow-sm" aria-labelledby="live-visitor-title"><div class="card-body">' +
    `<h2 id="live-visitor-title" class="h5">${escapeHtml(followTexts.visitorTitle)}</h2>` +
    `<p class="text-body-secondary">${escapeHtml(followTexts.visitorIntro)}</p>` +
    '<div class="d-flex flex-wrap gap-2">' +
    `<a class="btn btn-primary" href="/comprar?evento=${eventId}" data-discover="true">${iconHtml('cart3', 'me-2')}Comprar cartelas</a>` +
    `<a class="btn btn-outline-primary" href="/login" data-discover="true">${iconHtml('box-arrow-in-right', 'me-2')}Entrar</a>` +
    '</div></div></section>'
  );
}
