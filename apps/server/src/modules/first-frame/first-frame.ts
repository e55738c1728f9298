import { eventSchema } from '@bingo/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const openEvents = z.array(eventSchema);
const LIVE_PAGE = /^\/verificacao\/([1-9]\d{0,8})$/;

/**
 * What the first screen of a page needs, as JSON the server writes into the index.html it sends
 * (docs/decisions/037): /comprar's line with the event and its price, and a visitor's
 * /verificacao/{id}, otherwise wait for the app's code and then for one more request on a slow
 * phone. Only public answers, the same bytes the API gives anyone: the page is sent before the
 * browser says who it is (the session lives in localStorage). Null for every other page.
 */
export function firstFrameSource(app: FastifyInstance): (requestUrl: string) => Promise<string | null> {
  const { events } = app.services;
  return async (requestUrl) => {
    const path = new URL(requestUrl, 'http://x').pathname.replace(/\/$/, '');
    if (path === '/comprar') {
      // Encoded by the same schema as GET /events/open's answer.
      return `{"open_events":${JSON.stringify(openEvents.encode(await events.open()))}}`;
    }
    const live = LIVE_PAGE.exec(path);
    if (live) {
      // GET /events/{id}/live's 200 body, serialised once for every poll and stream.
      const snapshot = await app.live.get(Number(live[1]));
      return snapshot ? `{"live":${snapshot.json}}` : null;
    }
    return null;
  };
}
