import { cardVoidMessages, sellerMessages } from '@bingo/core';
import type { Access } from '../../src/plugins/auth';
import type { AccessWorld } from './access-world';
import { REGULAMENTO } from '../regulamento-factories';

/**
 * Who may call each API route (decisions.md §10), as one table. The access test calls every route
 * as anonymous, buyer, affiliate, another buyer and admin and checks the answer against it; a
 * registered route missing here, or one declaring another level, fails that test.
 *
 * - access: public (anyone), user (signed in), admin.
 * - owned: the route serves something of one user (the world's buyer): the owner and admins get
 *   it, other signed-in users are refused with this status (404 where even existence is private).
 *   The world's buyer is also the seller of its batch (decisions.md §13: a seller's own cards and sales).
 * - scoped: signed-in users only ever see their own rows; `leaks` tells whether an answer shows
 *   something of the buyer's.
 * - personal: fields only admins see (address, contact) in each entry of the answer.
 * - names: each entry's full_name, to signed-in users who do not hold the card, is only the
 *   first name and initial (decisions.md §15); admins get it whole.
 * - query/body: what makes an allowed call a meaningful one (GETs must answer 2xx).
 * - stream: server-sent events, read over a real connection.
 */
export interface AccessRule {
  access: Access;
  owned?: 403 | 404;
  /** The error of that refusal when it is not 'Acesso negado.' (a seller's own batch says why). */
  ownedError?: string;
  scoped?: (answer: unknown, world: AccessWorld) => boolean;
  personal?: string[];
  names?: true;
  query?: (world: AccessWorld) => string;
  body?: (world: AccessWorld) => unknown;
  stream?: true;
  /** Ends the caller's sessions (sign out everywhere): the test signs the caller in again after it. */
  endsSessions?: true;
}

const items = (answer: unknown): { id?: number; user_id?: number; purchase_id?: number }[] =>
  Array.isArray(answer) ? answer : ((answer as { items?: [] }).items ?? []);

export const ACCESS_MATRIX: Record<string, AccessRule> = {
  // Signing in and the own account
  'GET /api/health': { access: 'public' },
  'GET /api/app-info': { access: 'public' },
  'POST /api/login': { access: 'public' },
  'POST /api/register': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'GET /api/auth/me': { access: 'user' },
  'PATCH /api/auth/me': { access: 'user' },
  'POST /api/auth/change-password': { access: 'user' },
  'POST /api/auth/logout-all': { access: 'user', endsSessions: true },
  'POST /api/auth/password-link': { access: 'user' },
  'POST /api/affiliates/click': { access: 'public' },
  'POST /api/guest/checkout-init': { access: 'public' },

  // Users (admin), the profile (self or admin)
  'GET /api/admin/users': { access: 'admin' },
  'POST /api/admin/users': { access: 'admin' },
  'GET /api/admin/users/:id': { access: 'user', owned: 403 },
  'PATCH /api/admin/users/:id': { access: 'admin' },
  'PATCH /api/admin/users/:id/affiliate': { access: 'admin' },
  'PATCH /api/admin/users/:id/status': { access: 'admin' },
  'PATCH /api/admin/users/:id/password': { access: 'admin' },
  'DELETE /api/admin/users/:id': { access: 'admin' },

  // Events, rounds, balls
  'GET /api/events/active': { access: 'public' },
  'GET /api/events/open': { access: 'public' },
  'GET /api/events': { access: 'user' },
  'GET /api/events/:id': { access: 'user' },
  'POST /api/events': { access: 'admin' },
  'PATCH /api/events/:id': { access: 'admin' },
  'PATCH /api/events/:id/status': { access: 'admin' },
  'GET /api/events/:id/reopenings': { access: 'admin' },
  // The event's rules (decisions.md §15): read by anyone, published by admins.
  'GET /api/events/:id/regulamento': { access: 'public' },
  'PUT /api/events/:id/regulamento': { access: 'admin', body: () => REGULAMENTO },
  // The accounts of a finished event (decisions.md §15): read by anyone, published by admins; the
  // world's finished event already has version 1, so a publish is a correction with its reason.
  'GET /api/events/:id/contas': { access: 'public' },
  'POST /api/events/:id/contas': { access: 'admin', body: () => ({ costs: [], prizes: [], destination: 'Obras', reason: 'Conferência' }) },
  'POST /api/events/:id/foguetinho': { access: 'admin', body: () => ({ min: 1, max: 50 }) },
  'GET /api/events/:id/foguetinho': { access: 'public' },
  // The event's public page (decisions.md §15): anyone; winners only by first name and initial.
  'GET /api/events/:id/public': { access: 'public' },
  'GET /api/events/:id/acumulado': { access: 'public' },
  'DELETE /api/events/:id': { access: 'admin' },
  'GET /api/events/:id/rounds': { access: 'user' },
  'POST /api/events/:id/rounds': { access: 'admin' },
  'GET /api/rounds/:id': { access: 'user' },
  'PATCH /api/rounds/:id': { access: 'admin' },
  'DELETE /api/rounds/:id': { access: 'admin' },
  'POST /api/rounds/:id/start': { access: 'admin' },
  'POST /api/rounds/:id/finish': { access: 'admin' },
  'POST /api/rounds/:id/reopen': { access: 'admin', body: () => ({ reason: 'Bola cantada errada' }) },
  'POST /api/rounds/:id/draw': { access: 'admin' },
  'GET /api/rounds/:id/drawn-numbers': { access: 'user' },
  'GET /api/rounds/:id/control': { access: 'admin' },
  'POST /api/rounds/:id/control': { access: 'admin', body: () => ({ panel_id: 'matrix-panel-1' }) },
  'DELETE /api/rounds/:id/drawn-numbers/:numberId': { access: 'admin', body: () => ({ reason: 'Bola repetida' }) },
  // The public record of a round (docs/decisions/015): anyone, and no buyer data beyond a winner's first name and initial.
  'GET /api/rounds/:id/record': { access: 'public' },
  'GET /api/rounds/:id/record/cards': { access: 'public' },
  // Prizes handed over and winners voided (decisions.md §15, docs/decisions/035)
  'GET /api/rounds/:id/prizes': { access: 'admin' },
  'POST /api/rounds/:id/prizes/delivery': {
    access: 'admin',
    body: () => ({ stage: 'cartela_cheia', card_id: 1, received_by: 'Maria Souza' }),
  },
  'POST /api/rounds/:id/prizes/delivery/undo': {
    access: 'admin',
    body: () => ({ stage: 'cartela_cheia', card_id: 1, reason: 'Marcado por engano' }),
  },
  'POST /api/rounds/:id/prizes/void': { access: 'admin', body: () => ({ stage: 'cartela_cheia', card_id: 1, reason: 'Cartela roubada' }) },

  // Results and the live follow
  'GET /api/rounds/:id/winners': { access: 'user', personal: ['address', 'contact'], names: true },
  'GET /api/rounds/:id/almost-winners': { access: 'user', personal: ['address', 'contact'], names: true },
  'GET /api/rounds/:id/top10': { access: 'user', personal: ['address', 'contact'], names: true },
  'GET /api/rounds/:id/ranking': { access: 'admin' },
  'GET /api/rounds/:id/quina/:list': { access: 'admin' },
  'GET /api/rounds/:id/check': { access: 'admin', query: (w) => `card=${w.cardId}` },
  // Public: the telão's QR opens the follow page for visitors (docs/decisions/028).
  'GET /api/events/:id/live': { access: 'public' },
  'GET /api/events/:id/live/stream': { access: 'public', stream: true },

  // Cards: own, all (admin), physical batches and sales, PDFs
  'GET /api/cards': { access: 'user', scoped: (answer, w) => items(answer).some((c) => c.id === w.cardId) },
  'GET /api/cards/pdf': { access: 'user', owned: 403, query: (w) => `ids=${w.cardId}` },
  // Paper cards on the phone (docs/decisions/018): any signed-in account, with the card's printed codes;
  // the release only ever touches the caller's own claim (404 otherwise).
  'POST /api/cards/claims': { access: 'user' },
  'DELETE /api/cards/claims/:id': { access: 'user' },
  'GET /api/cards/all': { access: 'admin' },
  'GET /api/cards/barcode/:code': { access: 'admin' },
  'PUT /api/cards/:id': { access: 'admin' },
  'GET /api/cards/check': { access: 'admin' },
  // Frees a paper card locked after too many wrong check codes (docs/decisions/018).
  'DELETE /api/cards/:id/claim-lock': { access: 'admin' },
  'GET /api/card-batches': { access: 'admin' },
  'POST /api/card-batches': { access: 'admin' },
  'GET /api/card-batches/:id': { access: 'admin' },
  'DELETE /api/card-batches/:id': { access: 'admin' },
  'POST /api/cards/lote': { access: 'admin' },
  'GET /api/cards/lotes': { access: 'admin' },
  'GET /api/cards/pdf-by-batch/:batchId': { access: 'admin' },
  // The world's card is sold (409): what is checked is who gets past the batch's ownership rule.
  'POST /api/card-batches/:id/returns': {
    access: 'user',
    owned: 403,
    ownedError: cardVoidMessages.notYourBatch,
    body: (w) => ({ card_ids: [w.physicalCardId] }),
  },
  'GET /api/physical-sales': { access: 'admin' },
  // The seller's card is sold already (409): what is checked is who gets past the ownership rule.
  'POST /api/physical-sales': {
    access: 'user',
    owned: 403,
    ownedError: sellerMessages.notYourCard,
    body: (w) => ({ card_id: w.physicalCardId, user_id: w.users.buyer.id }),
  },
  'GET /api/physical-sales/user/:id': { access: 'user', owned: 403 },
  'GET /api/physical-sales/mine': {
    access: 'user',
    scoped: (answer, w) => (answer as { lotes: { id: number }[] }).lotes.some((l) => l.id === w.batchId),
  },
  'GET /api/physical-sales/mine/card': {
    access: 'user',
    owned: 403,
    ownedError: sellerMessages.notYourCard,
    query: (w) => `code=${w.physicalBarcode}`,
  },
  'PUT /api/physical-sales/:id': { access: 'admin' },
  // A ball was drawn after the world's sale: the seller's own undo passes the ownership rule and is a 409.
  'DELETE /api/physical-sales/:id': { access: 'user', owned: 403, ownedError: sellerMessages.notYourSale },
  'POST /api/physical-sales/settle': { access: 'admin' },
  // Onto the same card (409): what is checked is who gets past the sale's ownership rule.
  'POST /api/physical-sales/:id/swap': {
    access: 'user',
    owned: 403,
    ownedError: sellerMessages.notYourSale,
    body: (w) => ({ to_card_id: w.physicalCardId, reason: 'Conferência de acesso' }),
  },

  // Sponsors and the gallery
  'GET /api/admin/images': { access: 'admin' },
  'POST /api/admin/images': { access: 'admin' },
  'DELETE /api/admin/images/:id': { access: 'admin' },
  'GET /api/uploads/:file': { access: 'public' },
  'GET /api/dashboard-banners': { access: 'public' },
  'PUT /api/admin/dashboard-banners': { access: 'admin', body: (w) => ({ image_ids: [w.imageId] }) },
  'GET /api/admin/sponsors': { access: 'admin' },
  'POST /api/admin/sponsors': { access: 'admin' },
  'GET /api/admin/sponsors/numbers/report': { access: 'admin' },
  'GET /api/admin/sponsors/by-number/:number': { access: 'admin' },
  'GET /api/admin/sponsors/:id': { access: 'admin' },
  'PATCH /api/admin/sponsors/:id': { access: 'admin' },
  'DELETE /api/admin/sponsors/:id': { access: 'admin' },
  'GET /api/admin/sponsors/:id/numbers': { access: 'admin' },
  'POST /api/admin/sponsors/:id/numbers': { access: 'admin' },
  'DELETE /api/admin/sponsors/:id/numbers/:number': { access: 'admin' },
  'POST /api/admin/sponsors/copy': { access: 'admin', body: (w) => ({ from_event_id: w.eventId }) },

  // Buying: coupons, checkout, payment status, the provider's webhook
  'GET /api/cupons/validar': { access: 'public', query: (w) => `codigo=${w.couponCode}` },
  'GET /api/cupons': { access: 'admin' },
  'GET /api/cupons/:id/compras': { access: 'admin' },
  'POST /api/cupons': { access: 'admin' },
  'PUT /api/cupons/:id': { access: 'admin' },
  'PATCH /api/cupons/:id/ativar': { access: 'admin' },
  'DELETE /api/cupons/:id': { access: 'admin' },
  'POST /api/pagarme/payment-link': { access: 'user' },
  'POST /api/pagarme/pix': { access: 'user' },
  'POST /api/pagarme/credit': { access: 'user' },
  'GET /api/pagarme/payment/status/:id': { access: 'user', owned: 404 },
  'GET /api/sales/mine': { access: 'user', scoped: (answer, w) => items(answer).some((p) => p.id === w.purchaseId) },
  'POST /api/pagarme/webhook': { access: 'public', query: (w) => `token=${encodeURIComponent(w.webhookToken)}` },
  'POST /api/pagarme/webhook/:token': { access: 'public' },
  'GET /api/admin/purchases': { access: 'admin' },
  'GET /api/admin/purchases/:id': { access: 'admin' },
  'POST /api/admin/purchases/:id/verify': { access: 'admin' },
  'GET /api/events/:id/buyers': { access: 'admin' },

  // Reports
  'GET /api/reports/sponsors': { access: 'admin' },
  'GET /api/reports/numbers': { access: 'admin' },
  'GET /api/reports/sales': { access: 'admin' },
  'GET /api/reports/sales-by-day': { access: 'admin' },
  'GET /api/reports/affiliate': { access: 'admin' },
  'GET /api/reports/physical': { access: 'admin' },
  'GET /api/reports/sellers': { access: 'admin' },
  'GET /api/reports/attention': { access: 'admin' },
  'GET /api/reports/summary': { access: 'admin' },
  'GET /api/reports/summary/pdf': { access: 'admin' },
};

/** The id each path parameter stands for, by the route it appears in. */
export function concretePath(url: string, w: AccessWorld): string {
  const owner = w.users.buyer.id;
  const byPrefix: [RegExp, Record<string, string | number>][] = [
    [/^\/api\/admin\/users\/:id$/, { id: owner }],
    [/^\/api\/admin\/users\//, { id: w.spareUserId }],
    [/^\/api\/events\/:id\/contas$/, { id: w.finishedEventId }],
    [/^\/api\/events\//, { id: w.eventId }],
    [/^\/api\/rounds\//, { id: w.roundId, numberId: w.drawnNumberId, list: 'top10' }],
    [/^\/api\/cards\/barcode\//, { code: w.physicalBarcode }],
    [/^\/api\/cards\/pdf-by-batch\//, { batchId: w.batchId }],
    [/^\/api\/cards\//, { id: w.physicalCardId }],
    [/^\/api\/card-batches\//, { id: w.batchId }],
    [/^\/api\/physical-sales\/user\//, { id: owner }],
    [/^\/api\/physical-sales\//, { id: w.physicalSaleId }],
    [/^\/api\/admin\/images\//, { id: w.imageId }],
    [/^\/api\/uploads\//, { file: w.imageFile }],
    [/^\/api\/admin\/sponsors\//, { id: w.sponsorId, number: 7 }],
    [/^\/api\/cupons\//, { id: w.couponId }],
    [/^\/api\/pagarme\/payment\/status\//, { id: w.orderId }],
    [/^\/api\/admin\/purchases\//, { id: w.purchaseId }],
    [/^\/api\/pagarme\/webhook\//, { token: w.webhookToken }],
  ];
  const values = byPrefix.find(([re]) => re.test(url))?.[1] ?? {};
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`access matrix: no value for :${name} in ${url}`);
    return encodeURIComponent(String(value));
  });
}
