import { formatDateTime, formatMoney } from '@bingo/core';
import type { Db } from '../../db/client';
import { findEvent } from '../events';
import { findRound } from '../rounds';

/** What a chat app shows for a shared link (Open Graph): the event, not the same "Bingo Beneficente" for every page. */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute addresses: a crawler reads them without knowing where the page came from. */
  url: string;
  image: string;
}

/** The share picture, a static file of the web app's public folder. */
export const PREVIEW_IMAGE = '/og-image.jpg';

const ID = /^[1-9]\d{0,8}$/;

/**
 * The preview of the pages people share on WhatsApp: /comprar?evento={id} (the guest
 * checkout), /verificacao/{eventId} (the live board), /evento/{eventId} (the event's public page)
 * and /rodada/{roundId}/registro (the public record). Any other page, or an id that names nothing, keeps the app's own generic tags (null).
 */
export async function findLinkPreview(db: Db, publicUrl: string, requestUrl: string): Promise<LinkPreview | null> {
  const url = new URL(requestUrl, 'http://x');
  const path = url.pathname.replace(/\/$/, '');
  const page = `${publicUrl}${url.pathname}${url.search}`;
  const image = `${publicUrl}${PREVIEW_IMAGE}`;
  const summary = (event: { startDate: Date; cardPrice: string | number }) =>
    `${formatDateTime(event.startDate)} · cartela a ${formatMoney(event.cardPrice)}`;

  if (path === '/comprar') {
    const id = url.searchParams.get('evento');
    const event = id && ID.test(id) ? await findEvent(db, Number(id)) : null;
    if (!event) return null;
    return {
      title: event.name,
      description: `${summary(event)}. Compre suas cartelas pelo celular e acompanhe o sorteio ao vivo.`,
      url: page,
      image,
    };
  }
  const live = /^\/verificacao\/([^/]+)$/.exec(path);
  if (live) {
    const event = ID.test(live[1]!) ? await findEvent(db, Number(live[1])) : null;
    if (!event) return null;
    return { title: event.name, description: `${summary(event)}. Acompanhe o sorteio ao vivo pelo celular.`, url: page, image };
  }
  // The event's public page (decisions.md §15), opened from the telão's QR and passed on.
  const eventPage = /^\/evento\/([^/]+)$/.exec(path);
  if (eventPage) {
    const event = ID.test(eventPage[1]!) ? await findEvent(db, Number(eventPage[1])) : null;
    if (!event) return null;
    return {
      title: event.name,
      description: `${summary(event)}. Rodadas, prêmios e ganhadores, regulamento e prestação de contas.`,
      url: page,
      image,
    };
  }
  const record = /^\/rodada\/([^/]+)\/registro$/.exec(path);
  if (record) {
    const round = ID.test(record[1]!) ? await findRound(db, Number(record[1])) : null;
    const event = round ? await findEvent(db, round.eventId) : null;
    if (!round || !event) return null;
    return {
      title: `Rodada ${round.number} · ${event.name}`,
      description: `${summary(event)}. Registro público da rodada: as bolas sorteadas, os ganhadores e como conferir.`,
      url: page,
      image,
    };
  }
  return null;
}
