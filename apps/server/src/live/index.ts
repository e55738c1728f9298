// The public face of live/ (the live state engine and its routes): all that code outside it may
// import (lint-enforced, docs/decisions).
export { livePlugin } from './live.plugin';
export { liveRoutes } from './live.routes';
export { bumpLive, publishLive, showsGoal, type LiveSignal } from '../db/live-signal';
export {
  cardIdsInPlay,
  cardsInPlay,
  cardVoided,
  countCardsInPlay,
  drawnBalls,
  raisedForEvent,
  roundOfEvent,
  sitsOutRound,
} from './play-reads';
export { type RankingStore } from './ranking-store';
