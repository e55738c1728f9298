import { eventSchema, purchaseTopHtml, visitorFollowTopHtml } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const openEvents = z.array(eventSchema);
const LIVE_PAGE = /^\/verificacao\/([1-9]\d{0,8})$/;

/** What the server writes into the page for its first screen. */
export interface FirstFrame {
  /** The data as JSON, for the app's first render (docs/decisions/037). */
  json: string;
  /**
   * The top of the page as the app's first render draws it for a visitor, in HTML (a string of
   * @bingo/core's first-paint), painted before the app's code arrives (docs/decisions/041); null
   * when that screen has nothing worth drawing ahead.
   */
  page: string | null;
}

/**
 * What the first screen of a page needs, written by the server into the index.html it sends
 * (docs/decisions/037): /comprar's line with the event and its price, and a visitor's
 * /verificacao/{id} (its top drawn too since docs/decisions/042), otherwise wait for the app's code and then for one more request on a slow
 * phone. Only public answers, the same bytes the API gives anyone: the page is sent before the
 * browser says who it is (the session lives in localStorage). Null for every other page.
 */
export function firstFrameSource(app: FastifyInstance): (requestUrl: string) => Promise<FirstFrame | null> {
  const { events } = app.services;
  return async (requestUrl) => {
    const url = new URL(requestUrl, 'http://x');
    const path = url.pathname.replace(/\/$/, '');
    if (path === '/comprar') {
      // Encoded by the same schema as GET /events/open's answer.
      const open = openEvents.encode(await events.open());
      // The event the page shows: the one ?evento= names when on sale, else the first (web lib/open-events.ts chosenEvent).
      const wanted = Number(url.searchParams.get('evento'));
      const shown = open.find((event) => event.id === wanted) ?? open[0];
      return { json: `{"open_events":${JSON.stringify(open)}}`, page: shown ? purchaseTopHtml(shown) : null };
    }
    const live = LIVE_PAGE.exec(path);
    if (live) {
      // GET /events/{id}/live's 200 body, serialised once for every poll and stream; the top drawn
      // as a visitor sees it (the telão's QR, docs/decisions/042).
      const snapshot = await app.live.get(Number(live[1]));
      return snapshot ? { json: `{"live":${snapshot.json}}`, page: visitorFollowTopHtml(snapshot.state) } : null;
    }
    return null;
  };
}
