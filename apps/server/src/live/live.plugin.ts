import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveHub } from './live-hub';
import { RankingStore } from './ranking-store';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
    rankings: RankingStore;
  }
}

/** The in-memory live state and ranking engines of this process, kept in step through NOTIFY. */
export const livePlugin = fp(
  async (app: FastifyInstance) => {
    const rankings = new RankingStore(app.database);
    // The live state names the round's winners: the hub reads them from this process's engines.
    const live = new LiveHub(app.database, (eventId, roundId, options) => rankings.results(eventId, roundId, options));
    live.onChange((signal) => rankings.onSignal(signal));
    await live.start();
    app.decorate('live', live);
    app.decorate('rankings', rankings);
    app.addHook('preClose', async () => {
      await live.stop();
    });
  },
  { name: 'live', dependencies: ['database'] },
);
